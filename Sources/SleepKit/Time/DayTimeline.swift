import Foundation

/// The 24 h bar of one calendar day: awake and sleep segments covering the whole day.
///
/// The day runs from local midnight to the next midnight, so it is 23 h or 25 h long on
/// DST days; fractions are of that real length. Blocks crossing midnight are clipped.
public struct DayTimeline: Hashable, Sendable {
    public enum SegmentKind: String, Hashable, Sendable {
        case awake, core, nap
    }

    public struct Segment: Hashable, Sendable {
        public let start: Date
        public let end: Date
        public let kind: SegmentKind
        /// The occurrence behind a sleep segment (nil for awake).
        public let occurrenceId: String?
        /// Position within the day, 0...1, for drawing.
        public let startFraction: Double
        public let endFraction: Double
    }

    public let day: DayKey
    public let interval: DateInterval
    public let segments: [Segment]

    /// Sleep planned inside this day's 24 h (clipped at midnight), in minutes.
    public var sleepMinutes: Int {
        segments.filter { $0.kind != .awake }.reduce(0) { $0 + Int($1.end.timeIntervalSince($1.start) / 60) }
    }
}

extension ScheduleCalendar {
    /// The timeline of `day`, including the tail of a block that began the evening before.
    public func timeline(of day: DayKey) -> DayTimeline {
        let start = day.startDate(in: calendar)
        let end = day.adding(days: 1, calendar: calendar).startDate(in: calendar)
        let interval = DateInterval(start: start, end: end)
        func fraction(_ date: Date) -> Double { date.timeIntervalSince(start) / interval.duration }
        func segment(_ from: Date, _ to: Date, _ kind: DayTimeline.SegmentKind, _ id: String?) -> DayTimeline.Segment {
            .init(start: from, end: to, kind: kind, occurrenceId: id, startFraction: fraction(from), endFraction: fraction(to))
        }
        var segments: [DayTimeline.Segment] = []
        var cursor = start
        for occurrence in occurrences(overlapping: interval) {
            let from = max(occurrence.start, start)
            let to = min(occurrence.end, end)
            if from > cursor { segments.append(segment(cursor, from, .awake, nil)) }
            segments.append(segment(from, to, occurrence.kind == .core ? .core : .nap, occurrence.id))
            cursor = to
        }
        if cursor < end { segments.append(segment(cursor, end, .awake, nil)) }
        return DayTimeline(day: day, interval: interval, segments: segments)
    }
}
