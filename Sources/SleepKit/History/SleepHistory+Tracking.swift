import Foundation

extension SleepHistory {
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

    /// "I'm awake": ends the block in progress at `now`; nil when nothing runs.
    @discardableResult
    public mutating func wake(at now: Date) -> BlockRecord? {
        guard let running = inProgress else { return nil }
        return update(running.occurrence) {
            $0.status = .done
            $0.actualEnd = max(now, $0.actualStart ?? now)
        }
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
