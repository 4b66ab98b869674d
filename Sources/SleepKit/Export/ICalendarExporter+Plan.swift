import Foundation
import ICalendar

extension ICalendarExporter {
    /// An exporter whose events ring like the app: the start reminder `startLeadMinutes` before
    /// each block and the wake alarm at its end, filtered by the same frequency and quiet-hour
    /// rules as `NotificationPlanner`, with the same texts (in `settings.language`).
    public init(calendar: ScheduleCalendar, settings: NotificationSettings) {
        self.init(calendar: calendar, language: settings.language, alarmMinutesBefore: settings.startLeadMinutes)
        notificationSettings = settings
    }

    /// The VALARMs of one block's daily event. A block's wall times repeat every day, so the
    /// planner's decision for the first day holds for every instance.
    func planAlarms(for block: SleepBlock, firstDay: DayKey, settings: NotificationSettings) -> [String] {
        let planner = NotificationPlanner(calendar: calendar, settings: settings)
        let occurrence = BlockOccurrence(block: block, day: firstDay, start: calendar.startDate(of: block, on: firstDay))
        var lines: [String] = []
        let reminder = planner.startReminder(for: occurrence)
        if planner.isAllowed(reminder) {
            lines += [
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-\(ICalendarText.duration(minutes: settings.startLeadMinutes))",
                "DESCRIPTION:\(ICalendarText.escape(reminder.title))", "END:VALARM",
            ]
        }
        if settings.automaticAlarms {
            let alarm = planner.wakeAlarm(for: occurrence, at: occurrence.end)
            if planner.isAllowed(alarm) {
                // RELATED=END: the alarm follows the event's end, so it keeps the block's length (RFC 5545 §3.8.6.3).
                lines += [
                    "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;RELATED=END:PT0S",
                    "DESCRIPTION:\(ICalendarText.escape(alarm.title))", "END:VALARM",
                ]
            }
        }
        return lines
    }
}
