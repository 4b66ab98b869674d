import Foundation

/// The daily sleep score, 0–100.
///
/// Formula (each block scores up to 90, then the day adds regularity up to 10):
/// - timing (40): full within 5 min of the planned start, falling linearly to 0 at 60 min off;
/// - duration (30): full when actual = planned, falling linearly to 0 at ±50 %;
/// - restedness (20): rating 1…5 maps to 0, 5, 10, 15, 20; unrated counts 10 (neutral);
/// - a missed, cancelled or unrecorded block scores 0 on all three;
/// - regularity (10): 10 × (1 − σ/30 min, floored at 0) × (done blocks / planned blocks), where σ is
///   the mean per-block standard deviation of start offsets over the 7 days ending that day.
/// Day score = round(mean of block points + regularity).
public struct SleepScore: Hashable, Sendable {
    public let day: DayKey
    public let value: Int
    public let blockPoints: [Double]
    public let regularity: Double

    public var badge: BadgeLevel { .forScore(value) }

    public static let timingWeight = 40.0
    public static let durationWeight = 30.0
    public static let restednessWeight = 20.0
    public static let regularityWeight = 10.0
    static let timingTolerance = 5.0
    static let timingZeroAt = 60.0
    static let deviationZeroAt = 30.0

    /// Points of one block (0–90).
    public static func points(for record: BlockRecord?) -> Double {
        guard let record, record.status == .done, let start = record.actualStart else { return 0 }
        let offset = abs(start.timeIntervalSince(record.plannedStart) / 60)
        let timing = timingWeight * clamp(1 - max(0, offset - timingTolerance) / (timingZeroAt - timingTolerance))
        let planned = record.plannedEnd.timeIntervalSince(record.plannedStart) / 60
        let ratio = planned > 0 ? record.actualMinutes / planned : 0
        let duration = durationWeight * clamp(1 - abs(1 - ratio) / 0.5)
        let rest = record.restedness.map { restednessWeight * Double($0.rawValue - 1) / 4 } ?? restednessWeight / 2
        return timing + duration + rest
    }

    static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
}

extension DayLedger {
    /// Scores of every ledger day that has planned blocks, using up to 6 earlier ledger days for regularity.
    public func scores() -> [SleepScore] {
        days.indices.compactMap { score(at: $0) }
    }

    /// The score of the ledger day at `index`.
    public func score(at index: Int) -> SleepScore? {
        let day = days[index]
        guard !day.occurrences.isEmpty else { return nil }
        let points = day.records.map(SleepScore.points(for:))
        let window = days[max(0, index - 6)...index]
        let sigma = DayLedger.startDeviation(window)
        let doneFraction = Double(day.doneCount) / Double(day.occurrences.count)
        let regularity = SleepScore.regularityWeight * SleepScore.clamp(1 - sigma / SleepScore.deviationZeroAt) * doneFraction
        let value = points.reduce(0, +) / Double(points.count) + regularity
        return SleepScore(day: day.day, value: Int(value.rounded()), blockPoints: points, regularity: regularity)
    }
}

/// Badge levels for scores and streaks.
public enum BadgeLevel: Int, Codable, Sendable, CaseIterable, Comparable {
    case none, bronze, silver, gold, platinum

    /// Bronze from 50, silver 70, gold 85, platinum 95.
    public static func forScore(_ score: Int) -> BadgeLevel {
        switch score {
        case 95...: .platinum
        case 85..<95: .gold
        case 70..<85: .silver
        case 50..<70: .bronze
        default: .none
        }
    }

    /// Bronze after 3 days, silver 7, gold 14, platinum 30.
    public static func forStreak(_ days: Int) -> BadgeLevel {
        switch days {
        case 30...: .platinum
        case 14..<30: .gold
        case 7..<14: .silver
        case 3..<7: .bronze
        default: .none
        }
    }

    public static func < (lhs: BadgeLevel, rhs: BadgeLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
