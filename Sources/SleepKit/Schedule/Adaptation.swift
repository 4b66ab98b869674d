import Foundation

/// An adaptation attempt: which day it started and how many days it is planned to take.
public struct Adaptation: Codable, Hashable, Sendable {
    public var startDate: Date
    public var dayCount: Int

    public init(startDate: Date, dayCount: Int) {
        self.startDate = startDate
        self.dayCount = max(1, dayCount)
    }

    /// Starts an adaptation with the schedule's typical length.
    public init(startDate: Date, difficulty: Difficulty) {
        self.init(startDate: startDate, dayCount: difficulty.typicalAdaptationDays)
    }

    /// The stage names the wiki uses for the course of an adaptation.
    public enum Stage: String, Codable, Sendable {
        /// First ~20 %: cutting total sleep, tiredness rising.
        case reduction
        /// Middle: the body repartitions deep and REM sleep; the hardest part.
        case adjustment
        /// Last ~25 %: sleep settles into the new blocks.
        case stabilization
    }

    public enum Phase: Hashable, Sendable {
        case notStarted(daysUntilStart: Int)
        /// `day` counts from 1.
        case inProgress(day: Int, of: Int, stage: Stage)
        case adapted
    }

    /// The phase on the calendar day containing `date`, counted in whole calendar days (DST-safe).
    public func phase(at date: Date, calendar: Calendar) -> Phase {
        let first = calendar.startOfDay(for: startDate)
        let today = calendar.startOfDay(for: date)
        let elapsed = calendar.dateComponents([.day], from: first, to: today).day ?? 0
        if elapsed < 0 { return .notStarted(daysUntilStart: -elapsed) }
        if elapsed >= dayCount { return .adapted }
        let day = elapsed + 1
        let fraction = Double(day) / Double(dayCount)
        let stage: Stage = fraction <= 0.2 ? .reduction : (fraction > 0.75 ? .stabilization : .adjustment)
        return .inProgress(day: day, of: dayCount, stage: stage)
    }
}
