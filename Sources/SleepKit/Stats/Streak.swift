import Foundation

/// Consecutive days on which every planned block was done.
public struct Streak: Hashable, Sendable {
    public let current: Int
    public let best: Int
}

extension DayLedger.Day {
    /// Whether the day is complete, broken, still open at `now` (blocks left to sleep), or had
    /// nothing planned (the blocks of a schedule saved late in the day had passed already).
    public enum Outcome: Sendable { case complete, broken, pending, unplanned }

    /// A block counts as failed once it ended `grace` ago without being done. A day without
    /// blocks is not "every block done": nothing was slept, so it must not earn a streak day.
    public func outcome(at now: Date, grace: TimeInterval = 3600) -> Outcome {
        guard !occurrences.isEmpty else { return .unplanned }
        var pending = false
        for (occurrence, record) in zip(occurrences, records) where record?.status != .done {
            if record?.status == .missed || record?.status == .cancelled { return .broken }
            if occurrence.end.addingTimeInterval(grace) <= now { return .broken }
            pending = true
        }
        return pending ? .pending : .complete
    }
}

extension DayLedger {
    /// Current and best streak at `now`. A still-open today neither counts nor breaks the run.
    public func streak(at now: Date) -> Streak {
        var best = 0
        var run = 0
        for day in days {
            switch day.outcome(at: now) {
            case .complete: run += 1
            case .broken: run = 0
            case .pending, .unplanned: continue
            }
            best = max(best, run)
        }
        var current = 0
        walk: for day in days.reversed() {
            switch day.outcome(at: now) {
            case .complete: current += 1
            // Trailing open days (today, or last night's late core within its grace) don't break it.
            case .pending where current == 0: continue
            case .unplanned: continue
            default: break walk
            }
        }
        return Streak(current: current, best: best)
    }
}
