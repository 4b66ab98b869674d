import Foundation

/// Occurrences and records of a range of days, computed once so streaks, scores and
/// analytics over 90 days don't redo calendar math per query.
public struct DayLedger: Sendable {
    public struct Day: Sendable {
        public let day: DayKey
        public let occurrences: [BlockOccurrence]
        /// The record of each occurrence, in the same order (nil when nothing was recorded).
        public let records: [BlockRecord?]

        public var plannedMinutes: Int { occurrences.reduce(0) { $0 + $1.durationMinutes } }
        public var doneCount: Int { records.filter { $0?.status == .done }.count }
        public var actualMinutes: Double { records.reduce(0) { $0 + ($1?.actualMinutes ?? 0) } }
    }

    public let days: [Day]

    /// The days from `first` through `last` (inclusive). Blocks that began before `plannedSince`
    /// (the moment the schedule was chosen) and have no record were never planned: a schedule
    /// picked at 15:00 does not count that morning's nap as missed.
    public init(
        calendar: ScheduleCalendar, history: SleepHistory, from first: DayKey, through last: DayKey,
        plannedSince: Date? = nil
    ) {
        var days: [Day] = []
        var day = first
        while day <= last {
            let occurrences = calendar.occurrences(on: day).filter { occurrence in
                guard let plannedSince, occurrence.start < plannedSince else { return true }
                return history[occurrence.id] != nil
            }
            days.append(Day(day: day, occurrences: occurrences, records: occurrences.map { history[$0.id] }))
            day = day.adding(days: 1, calendar: calendar.calendar)
        }
        self.days = days
    }

    /// Mean, over blocks, of the standard deviation of actual-minus-planned start (minutes) of
    /// the done occurrences in `window`. Blocks with fewer than two samples count as steady (0).
    public static func startDeviation(_ window: ArraySlice<Day>) -> Double {
        let offsets = startOffsets(window)
        guard !offsets.isEmpty else { return 0 }
        let deviations = offsets.values.map { samples -> Double in
            guard samples.count > 1 else { return 0 }
            let mean = samples.reduce(0, +) / Double(samples.count)
            return (samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(samples.count)).squareRoot()
        }
        return deviations.reduce(0, +) / Double(deviations.count)
    }

    /// How many blocks were done on at least two days of `window`: only those show a spread, so
    /// with none the window says nothing about regularity (it is not perfect, it is unknown).
    public static func measuredBlocks(_ window: ArraySlice<Day>) -> Int {
        startOffsets(window).values.filter { $0.count > 1 }.count
    }

    /// Actual-minus-planned start (minutes) of the done occurrences in `window`, by block.
    private static func startOffsets(_ window: ArraySlice<Day>) -> [String: [Double]] {
        var offsets: [String: [Double]] = [:]
        for day in window {
            for case let record? in day.records where record.status == .done {
                guard let start = record.actualStart else { continue }
                offsets[record.occurrence.blockId, default: []].append(start.timeIntervalSince(record.plannedStart) / 60)
            }
        }
        return offsets
    }
}
