import Foundation
import Localization

/// Turns a schedule's wall-clock blocks into concrete instants with an injected calendar.
///
/// DST rules (the same as RFC 5545, so the calendar export expands identically):
/// a start inside a spring-forward gap moves forward by the gap (02:30 → 03:30 in Paris);
/// a start repeated at fall-back takes the first instance; a block lasts its exact duration
/// in elapsed time, so a 3 h core that spans a change still gives 3 h of sleep.
public struct ScheduleCalendar: Sendable {
    public let schedule: SleepSchedule
    public let calendar: Calendar
    /// Reads wall times as if they were UTC; kept to avoid rebuilding a calendar per block.
    private let wallCalendar: Calendar
    /// Each day's occurrences, resolved once: Today's status line, countdown, ring and next block
    /// each ask about the same three days, and resolving a wall time reads the zone four times.
    /// A copy of this calendar shares it, which is right: its schedule and zone cannot change.
    /// Kept small, since a long-lived calendar (a widget's) may walk through many days.
    private let resolvedDays = Memo<DayKey, [BlockOccurrence]>(capacity: 62)

    public init(schedule: SleepSchedule, calendar: Calendar) {
        self.schedule = schedule
        self.calendar = calendar
        var wall = Calendar(identifier: .gregorian)
        wall.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        self.wallCalendar = wall
    }

    /// Dates, times and numbers for a reader of `language` in this calendar's time zone: the
    /// process's shared instance, which remembers what it formatted (a notification plan formats
    /// the same few block times over and over, and so does every view of Today).
    public func formats(_ language: Language) -> LocalizedFormats {
        LocalizedFormats.shared(language: language, timeZone: calendar.timeZone)
    }

    /// The instant a block starts on `day`.
    public func startDate(of block: SleepBlock, on day: DayKey) -> Date {
        resolve(day: day, minutes: block.start.minutes)
    }

    /// Resolves a local wall time by RFC 5545's rule, spelled out because Foundation's matching
    /// policies differ between platforms: a repeated time takes the first instance, a time in a
    /// gap is read with the offset in force before the gap.
    func resolve(day: DayKey, minutes: Int) -> Date {
        let wall: Date
        if calendar.identifier == .gregorian {
            // The wall time read as UTC is arithmetic for a Gregorian day.
            wall = Date(timeIntervalSince1970: TimeInterval(day.civilDays * 86_400 + minutes * 60))
        } else {
            let parts = DateComponents(year: day.year, month: day.month, day: day.day, hour: minutes / 60, minute: minutes % 60)
            guard let date = wallCalendar.date(from: parts) else { return day.startDate(in: calendar) }
            wall = date
        }
        let zone = calendar.timeZone
        let before = zone.secondsFromGMT(for: wall.addingTimeInterval(-86_400))
        let after = zone.secondsFromGMT(for: wall.addingTimeInterval(86_400))
        let valid = Set([before, after])
            .map { wall.addingTimeInterval(TimeInterval(-$0)) }
            .filter { TimeInterval(zone.secondsFromGMT(for: $0)) == wall.timeIntervalSince($0) }
        return valid.min() ?? wall.addingTimeInterval(TimeInterval(-before))
    }

    /// All occurrences starting on `day`, in start order.
    public func occurrences(on day: DayKey) -> [BlockOccurrence] {
        resolvedDays.value(day) {
            schedule.blocks.map { BlockOccurrence(block: $0, day: day, start: startDate(of: $0, on: day)) }
        }
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
