import Foundation
import ICalendar
import Localization

/// Exports a schedule as an iCalendar (RFC 5545) feed: one daily recurring VEVENT per block,
/// each with a VALARM before it, in the schedule calendar's time zone (TZID + VTIMEZONE), so
/// alarms work in any calendar app.
public struct ICalendarExporter: Sendable {
    public let calendar: ScheduleCalendar
    public var language: Language
    /// The VALARM fires this many minutes before each block (the start reminder:
    /// docs/apps/sleep.md#alarms).
    public var alarmMinutesBefore: Int
    /// When set, each event carries the alarms of the notification plan instead: the start
    /// reminder and the wake alarm, as these settings allow them (see `ICalendarExporter+Plan`).
    public var notificationSettings: NotificationSettings?

    public static let productId = "-//Suite//PolySleep SleepKit//EN"

    public init(calendar: ScheduleCalendar, language: Language = .en, alarmMinutesBefore: Int = 5) {
        self.calendar = calendar
        self.language = language
        self.alarmMinutesBefore = alarmMinutesBefore
    }

    /// The feed with recurrences starting on `firstDay`; `stamp` (DTSTAMP) is injected so output is reproducible.
    public func export(startingOn firstDay: DayKey, stamp: Date) -> String {
        let zone = calendar.calendar.timeZone
        let schedule = calendar.schedule
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:\(Self.productId)", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:\(ICalendarText.escape(schedule.name))", "X-WR-TIMEZONE:\(zone.identifier)",
        ]
        lines += VTimeZone.lines(for: zone, from: firstDay.startDate(in: calendar.calendar))
        for block in schedule.blocks { lines += event(for: block, firstDay: firstDay, stamp: stamp) }
        lines.append("END:VCALENDAR")
        return ICalendarText.document(lines)
    }

    /// The UID of a block's event: stable, so re-importing updates instead of duplicating.
    public func uid(of block: SleepBlock) -> String { "\(calendar.schedule.id)-\(block.id)@polysleep" }

    private func event(for block: SleepBlock, firstDay: DayKey, stamp: Date) -> [String] {
        let zone = calendar.calendar.timeZone.identifier
        let name = calendar.schedule.displayName(of: block, in: language)
        let args = ["block": name, "schedule": calendar.schedule.name, "minutes": "\(alarmMinutesBefore)"]
        let start = DateComponents(year: firstDay.year, month: firstDay.month, day: firstDay.day,
                                   hour: block.start.hour, minute: block.start.minute, second: 0)
        return [
            "BEGIN:VEVENT", "UID:\(uid(of: block))", "DTSTAMP:\(ICalendarText.utc(stamp))",
            "DTSTART;TZID=\(zone):\(ICalendarText.localDateTime(start))",
            // DURATION, not DTEND: an exact length that every instance keeps across DST (RFC 5545 §3.8.2.5).
            "DURATION:\(ICalendarText.duration(minutes: block.durationMinutes))",
            "RRULE:FREQ=DAILY",
            "SUMMARY:\(ICalendarText.escape(SleepReminderText.calendarSummary.text(language, args)))",
            "DESCRIPTION:\(ICalendarText.escape(SleepReminderText.calendarDescription.text(language, args)))",
            "CATEGORIES:\(block.kind == .core ? "CORE" : "NAP")", "TRANSP:OPAQUE",
        ] + alarms(for: block, firstDay: firstDay, args: args) + ["END:VEVENT"]
    }

    private func alarms(for block: SleepBlock, firstDay: DayKey, args: [String: String]) -> [String] {
        guard let settings = notificationSettings else {
            return [
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-\(ICalendarText.duration(minutes: alarmMinutesBefore))",
                "DESCRIPTION:\(ICalendarText.escape(SleepReminderText.calendarAlarm.text(language, args)))", "END:VALARM",
            ]
        }
        return planAlarms(for: block, firstDay: firstDay, settings: settings)
    }
}
