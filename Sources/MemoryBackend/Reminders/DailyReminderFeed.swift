import Foundation
import ICalendar
import Localization
import ServerCore

/// The daily reminder as a private calendar subscription: one event a day at the reminder's
/// time, with an alarm at its start, so a phone rings without the page open. The URL's secret
/// is ServerCore's `PrivateFeedToken`, as PolySleep's and SpaceNasa's feeds use it.
struct DailyReminderFeed: Sendable {
    let tokens: PrivateFeedToken

    init(secret: String) {
        tokens = PrivateFeedToken(secret: secret, purpose: "memory-reminder")
    }

    /// The feed. The time is floating (no zone): a calendar rings at that wall-clock time
    /// wherever the phone is, as a "write today's memory" nudge should. Off: no event at all.
    static func document(userID: UUID, minuteOfDay: Int?, firstDay: Date, now: Date, language: Language) -> String {
        let t = { (key: MemoryWebText) in ICalendarText.escape(MemoryWebText.strings.text(key, language)) }
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Suite//Memory Recap//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + t(.reminderCalendarName),
        ]
        if let minuteOfDay {
            var start = DateComponents()
            (start.year, start.month, start.day) = Self.utcDay(firstDay)
            (start.hour, start.minute, start.second) = (minuteOfDay / 60, minuteOfDay % 60, 0)
            lines += [
                "BEGIN:VEVENT",
                // Stable per account: a changed time updates the event in place.
                "UID:memory-reminder-\(userID.uuidString.lowercased())@suite",
                "DTSTAMP:" + ICalendarText.utc(now),
                "DTSTART:" + ICalendarText.localDateTime(start),
                "DURATION:" + ICalendarText.duration(minutes: 5),
                "RRULE:FREQ=DAILY",
                "SUMMARY:" + t(.reminderTitle),
                "DESCRIPTION:" + t(.reminderBody),
                "TRANSP:TRANSPARENT",
                "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + t(.reminderTitle), "TRIGGER:PT0M", "END:VALARM",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return ICalendarText.document(lines)
    }

    private static func utcDay(_ date: Date) -> (Int?, Int?, Int?) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return (parts.year, parts.month, parts.day)
    }
}
