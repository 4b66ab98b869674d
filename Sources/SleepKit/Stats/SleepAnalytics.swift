import Foundation

/// The analytics screen: weekly adherence, restedness, actual vs planned, regularity.
public struct SleepAnalytics: Sendable {
    public struct DayStat: Hashable, Sendable {
        public let day: DayKey
        public let plannedMinutes: Int
        public let actualMinutes: Double
        public let score: Int?
    }

    public struct WeekStat: Hashable, Sendable {
        /// First day of the week in the injected calendar (its `firstWeekday`).
        public let weekStart: DayKey
        public let plannedBlocks: Int
        public let doneBlocks: Int
        /// done / planned, 0…1.
        public var adherence: Double { plannedBlocks == 0 ? 0 : Double(doneBlocks) / Double(plannedBlocks) }
    }

    public struct Regularity: Hashable, Sendable {
        public let windowDays: Int
        /// Mean per-block standard deviation of start offsets, minutes.
        public let startDeviationMinutes: Double
        /// Blocks done on two days or more in the window: what the deviation was measured on.
        public let measuredBlocks: Int
        /// 100 when every block starts at the same offset each day, 0 at 30 min spread or more.
        public var index: Int { Int((100 * SleepScore.clamp(1 - startDeviationMinutes / 30)).rounded()) }
        /// The index, or nil while no block was done twice: no record is not a perfect record.
        public var measuredIndex: Int? { measuredBlocks > 0 ? index : nil }

        public init(windowDays: Int, startDeviationMinutes: Double, measuredBlocks: Int) {
            self.windowDays = windowDays
            self.startDeviationMinutes = startDeviationMinutes
            self.measuredBlocks = measuredBlocks
        }
    }

    public let days: [DayStat]
    public let weeks: [WeekStat]
    /// Mean rating over the rated records in range, nil if none.
    public let averageRestedness: Double?
    public let regularity: Regularity

    /// Computes everything for the ledger's days; regularity uses the last `regularityDays` (7…14).
    public init(ledger: DayLedger, calendar: Calendar, regularityDays: Int = 7) {
        let scores = Dictionary(uniqueKeysWithValues: ledger.scores().map { ($0.day, $0.value) })
        days = ledger.days.map {
            DayStat(day: $0.day, plannedMinutes: $0.plannedMinutes, actualMinutes: $0.actualMinutes, score: scores[$0.day])
        }
        var weeks: [WeekStat] = []
        var weekOf: [DayKey: Int] = [:]
        for day in ledger.days {
            let start = calendar.dateInterval(of: .weekOfYear, for: day.day.startDate(in: calendar))?.start
            let key = start.map { DayKey($0, calendar: calendar) } ?? day.day
            if let index = weekOf[key] {
                let week = weeks[index]
                weeks[index] = WeekStat(weekStart: key, plannedBlocks: week.plannedBlocks + day.occurrences.count,
                                        doneBlocks: week.doneBlocks + day.doneCount)
            } else {
                weekOf[key] = weeks.count
                weeks.append(WeekStat(weekStart: key, plannedBlocks: day.occurrences.count, doneBlocks: day.doneCount))
            }
        }
        self.weeks = weeks
        let ratings = ledger.days.flatMap { $0.records.compactMap { $0?.restedness?.rawValue } }
        averageRestedness = ratings.isEmpty ? nil : Double(ratings.reduce(0, +)) / Double(ratings.count)
        let window = min(14, max(7, regularityDays))
        let recent = ledger.days.suffix(window)
        regularity = Regularity(windowDays: window, startDeviationMinutes: DayLedger.startDeviation(recent),
                                measuredBlocks: DayLedger.measuredBlocks(recent))
    }
}
