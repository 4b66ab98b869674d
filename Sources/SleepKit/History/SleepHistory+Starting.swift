import Foundation

/// Why "Start" cannot start a block now. Every surface (Today's button, the widget's
/// "Nap Başlat", a notification's Start) asks the same rule, so none of them can overwrite
/// a block that is already written down.
public enum StartRefusal: Error, Hashable, Sendable {
    /// A block is running; "I'm awake" has to end it first.
    case running
    /// The block already has a record (done, missed, cancelled): starting it again would rewrite it.
    case recorded(BlockStatus)
    /// The block's planned end has passed.
    case over
    /// The block starts further ahead than ``SleepHistory/earliestStart``.
    case tooEarly
}

extension SleepHistory {
    /// How far ahead a block may be started early (the widget's "Nap Başlat" on the next nap):
    /// the span a hand-edited record may start from its plan (`BlockRecord.maximumStartOffsetHours`).
    /// Further ahead the sleep belongs to another occurrence, and Start must not write a record
    /// History would refuse: with a whole day, "Start" at 22:40 filed the sleep under tomorrow's
    /// 14:00 core, so today's counts stayed empty and tomorrow's alarm was gone.
    public static let earliestStart = TimeInterval(BlockRecord.maximumStartOffsetHours * 3600)

    /// Why `occurrence` cannot be started at `now`; nil when it can. A snoozed block can still
    /// be started: the snooze only moved its reminder.
    public func startRefusal(_ occurrence: BlockOccurrence, at now: Date) -> StartRefusal? {
        if inProgress != nil { return .running }
        if let status = records[occurrence.id]?.status, status != .snoozed { return .recorded(status) }
        if occurrence.end <= now { return .over }
        if occurrence.start.timeIntervalSince(now) > Self.earliestStart { return .tooEarly }
        return nil
    }

    /// Whether "Start" may start `occurrence` at `now`.
    public func isStartable(_ occurrence: BlockOccurrence, at now: Date) -> Bool {
        startRefusal(occurrence, at: now) == nil
    }

    /// What Today's "Start" starts at `snapshot`'s instant: the block running by plan while it
    /// can still be started, else the next one.
    public func startable(in snapshot: SleepSnapshot) -> BlockOccurrence? {
        [snapshot.current, snapshot.next].compactMap { $0 }.first { isStartable($0, at: snapshot.date) }
    }

    /// "Start", checked: the record of `occurrence` in progress from `now`, or why not.
    public mutating func startIfStartable(_ occurrence: BlockOccurrence, at now: Date) -> Result<BlockRecord, StartRefusal> {
        if let refusal = startRefusal(occurrence, at: now) { return .failure(refusal) }
        return .success(start(occurrence, at: now))
    }
}
