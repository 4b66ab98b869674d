import Foundation

/// What "I'm awake" did to the block that was running.
public enum WakeOutcome: Hashable, Sendable {
    /// Slept: the record is done with both times, and counts for streaks, adherence and scores.
    case slept(BlockRecord)
    /// Ended sooner than ``SleepHistory/minimumSleep`` after it began: the record (as it was
    /// while running) is removed, so the block counts as not slept and can be started again.
    case tooShort(BlockRecord)

    /// The record that was ended or removed.
    public var record: BlockRecord {
        switch self { case .slept(let record), .tooShort(let record): record }
    }

    /// The record as it now stands in the history; nil when it was removed.
    public var kept: BlockRecord? {
        if case .slept(let record) = self { record } else { nil }
    }
}

extension SleepHistory {
    /// The shortest span "I'm awake" records as sleep. Falling asleep alone takes a healthy
    /// sleeper 10–20 minutes, so a block ended sooner (a Start tapped by mistake, or woken at
    /// once) slept nothing; counting it as done would feed streaks and adherence for no sleep.
    public static let minimumSleep: TimeInterval = 10 * 60

    /// The block the user is sleeping now by their own account (started, not yet ended); the
    /// latest started one if several were left open.
    public var inProgress: BlockRecord? {
        records.values.filter { $0.status == .inProgress }
            .max { ($0.actualStart ?? $0.plannedStart, $0.id) < ($1.actualStart ?? $1.plannedStart, $1.id) }
    }

    /// "Start": the occurrence is in progress from `now` (also early, from the widget's "Nap Başlat").
    @discardableResult
    public mutating func start(_ occurrence: BlockOccurrence, at now: Date) -> BlockRecord {
        update(occurrence) {
            $0.status = .inProgress
            $0.actualStart = now
        }
    }

    /// "I'm awake": ends the block in progress at `now`; nil when nothing runs. A block ended
    /// sooner than ``minimumSleep`` after it began is not sleep (``WakeOutcome/tooShort``).
    @discardableResult
    public mutating func wake(at now: Date) -> WakeOutcome? {
        guard let running = inProgress else { return nil }
        return end(running.occurrence, sleptFrom: running.actualStart ?? running.plannedStart, at: now)
    }

    /// Ends `occurrence`, slept from `start`, at `now`: done, or forgotten when too short.
    mutating func end(_ occurrence: BlockOccurrence, sleptFrom start: Date, at now: Date) -> WakeOutcome {
        let end = max(now, start)
        guard end.timeIntervalSince(start) >= Self.minimumSleep else {
            // Nothing was slept, so nothing is written down: the block stays planned and can be
            // started again when the user really lies down; once its time passes unslept it is
            // missed like any other block (`closeOverdue`).
            let record = remove(occurrence.id)
                ?? BlockRecord(occurrence: occurrence, status: .inProgress, actualStart: start)
            return .tooShort(record)
        }
        return .slept(update(occurrence) {
            $0.status = .done
            $0.actualStart = start
            $0.actualEnd = end
        })
    }

    /// How `occurrence` reads at `now`: its record's status, or missed once its planned end has
    /// passed with nothing slept (no record, or only a snooze), as streaks and scores already count
    /// it; nil while it is still ahead (planned). Today and History both show this, so a block
    /// the status line calls finished is never listed as planned.
    public func status(of occurrence: BlockOccurrence, at now: Date) -> BlockStatus? {
        let recorded = records[occurrence.id]?.status
        guard occurrence.end <= now, recorded == nil || recorded == .snoozed else { return recorded }
        return .missed
    }

    /// Records that lie in `interval` by planned start, soonest first.
    public func records(plannedIn interval: DateInterval) -> [BlockRecord] {
        records.values.filter { interval.start <= $0.plannedStart && $0.plannedStart < interval.end }
            .sorted { ($0.plannedStart, $0.id) < ($1.plannedStart, $1.id) }
    }
}

/// What is wrong with a record a user edited by hand (History): errors block saving.
public enum BlockRecordIssue: Hashable, Sendable {
    /// The end is not after the start.
    case endBeforeStart
    /// Done needs both the time fallen asleep and the time woken up.
    case doneWithoutTimes
    /// A start further than this from the plan belongs to another occurrence.
    case startFarFromPlan(hours: Int)
    /// Longer than a day is not one block.
    case tooLong
}

extension BlockRecord {
    /// A start further than 12 h from the plan is closer to the neighbouring day's occurrence.
    public static let maximumStartOffsetHours = 12

    /// Checks a hand-edited record; empty when it can be stored.
    public func validate() -> [BlockRecordIssue] {
        var issues: [BlockRecordIssue] = []
        if status == .done, actualStart == nil || actualEnd == nil { issues.append(.doneWithoutTimes) }
        if let start = actualStart, let end = actualEnd {
            if end <= start { issues.append(.endBeforeStart) }
            if end.timeIntervalSince(start) > 24 * 3600 { issues.append(.tooLong) }
        }
        if let start = actualStart,
            abs(start.timeIntervalSince(plannedStart)) > TimeInterval(Self.maximumStartOffsetHours * 3600)
        {
            issues.append(.startFarFromPlan(hours: Self.maximumStartOffsetHours))
        }
        return issues
    }
}
