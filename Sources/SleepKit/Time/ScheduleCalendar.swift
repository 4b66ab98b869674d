import Foundation

/// Turns a schedule's wall-clock blocks into concrete instants with an injected calendar.
///
/// DST rules (the same as RFC 5545, so the calendar export expands identically):
/// a start inside a spring-forward gap moves forward by the gap (02:30 → 03:30 in Paris);
/// a start repeated at fall-back takes the first instance; a block lasts its exact duration
/// in elapsed time, so a 3 h core that spans a change still gives 3 h of sleep.
public struct ScheduleCalendar: Sendable {
    public let schedule: SleepSchedule
    public let calendar: Calendar

    public init(schedule: SleepSchedule, calendar: Calendar) {
        self.schedule = schedule
        self.calendar = calendar
    }

    /// The instant a block starts on `day`.
    public func startDate(of block: SleepBlock, on day: DayKey) -> Date {
        let midnight = day.startDate(in: calendar)
        return calendar.date(
            bySettingHour: block.start.hour, minute: block.start.minute, second: 0, of: midnight,
            matchingPolicy: .nextTimePreservingSmallerComponents, repeatedTimePolicy: .first, direction: .forward
        ) ?? midnight.addingTimeInterval(TimeInterval(block.start.minutes * 60))
    }

    /// All occurrences starting on `day`, in start order.
    public func occurrences(on day: DayKey) -> [BlockOccurrence] {
        schedule.blocks.map { BlockOccurrence(block: $0, day: day, start: startDate(of: $0, on: day)) }
    }

    /// Occurrences that overlap `interval` (including ones that began the day before), in start order.
    public func occurrences(overlapping interval: DateInterval) -> [BlockOccurrence] {
        var day = DayKey(interval.start, calendar: calendar).adding(days: -1, calendar: calendar)
        let lastDay = DayKey(interval.end, calendar: calendar)
        var result: [BlockOccurrence] = []
        while day <= lastDay {
            result += occurrences(on: day).filter { $0.end > interval.start && $0.start < interval.end }
            day = day.adding(days: 1, calendar: calendar)
        }
        return result
    }

    /// The block running at `date`, if any.
    public func occurrence(at date: Date) -> BlockOccurrence? {
        occurrences(overlapping: DateInterval(start: date, duration: 1)).first { $0.contains(date) }
    }

    /// The first occurrence starting strictly after `date`.
    public func nextOccurrence(after date: Date) -> BlockOccurrence? {
        guard !schedule.blocks.isEmpty else { return nil }
        // Two days always contain the next start, even across a 25 h DST day.
        let window = DateInterval(start: date, duration: 2 * 86_400 + 3_600)
        return occurrences(overlapping: window).first { $0.start > date }
    }

    /// The last occurrence that ended at or before `date`.
    public func previousOccurrence(before date: Date) -> BlockOccurrence? {
        let window = DateInterval(start: date.addingTimeInterval(-2 * 86_400 - 3_600), end: date)
        return occurrences(overlapping: window).filter { $0.end <= date }.max { $0.end < $1.end }
    }
}
