import Foundation
import Localization
import SleepKit

/// One account's PolySleep state as SleepKit values: the schedules it has used, its time zone,
/// adaptation and alarm settings. Everything a page shows is computed from this by the kit.
struct SleepAccount: Sendable {
    /// A schedule, the first day it was in force and when it was chosen (blocks of that day
    /// that began earlier were never planned).
    struct Version: Sendable {
        let day: DayKey
        let schedule: SleepSchedule
        let since: Date
    }

    let userID: UUID
    let timeZone: TimeZone
    /// The language of texts made without a request (the calendar feed).
    let storedLanguage: Language
    let adaptation: Adaptation?
    let settings: NotificationSettings
    let calendarGeneration: Int
    /// Oldest first; never empty.
    let versions: [Version]

    /// Gregorian, in the account's zone: the calendar every block time is read in.
    let calendar: Calendar

    init(
        userID: UUID, timeZone: TimeZone, language: Language, adaptation: Adaptation?,
        settings: NotificationSettings, calendarGeneration: Int, versions: [Version]
    ) {
        self.userID = userID
        self.timeZone = timeZone
        storedLanguage = language
        self.adaptation = adaptation
        self.settings = settings
        self.calendarGeneration = calendarGeneration
        self.versions = versions.sorted { $0.day < $1.day }
        calendar = Self.calendar(in: timeZone)
    }

    static func calendar(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        // ISO weeks (Monday first) for weekly adherence, whatever the reader's language.
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// The schedule in force now (the newest version).
    var schedule: SleepSchedule { versions[versions.count - 1].schedule }

    /// The current schedule in the account's zone.
    var current: ScheduleCalendar { ScheduleCalendar(schedule: schedule, calendar: calendar) }

    /// The first day the account had a schedule.
    var firstDay: DayKey { versions[0].day }

    func today(_ now: Date) -> DayKey { DayKey(now, calendar: calendar) }

    /// The schedule in force on `day` (the first one for days before the account began).
    func scheduleCalendar(on day: DayKey) -> ScheduleCalendar {
        let version = versions.last { $0.day <= day } ?? versions[0]
        return ScheduleCalendar(schedule: version.schedule, calendar: calendar)
    }

    /// Days `first`…`last`, each with the schedule in force on it; days before the account's
    /// first schedule are left out (nothing was planned then).
    func ledger(from first: DayKey, through last: DayKey, history: SleepHistory) -> DayLedger {
        let start = max(first, firstDay)
        guard start <= last else { return DayLedger(joining: []) }
        var parts: [DayLedger] = []
        for (index, version) in versions.enumerated() {
            let from = max(start, version.day)
            let nextDay = index + 1 < versions.count ? versions[index + 1].day : nil
            let through = nextDay.map { min(last, $0.adding(days: -1, calendar: calendar)) } ?? last
            guard from <= through else { continue }
            parts.append(DayLedger(calendar: ScheduleCalendar(schedule: version.schedule, calendar: calendar),
                                   history: history, from: from, through: through, plannedSince: version.since))
        }
        return DayLedger(joining: parts)
    }

    /// The notification planner in `language` for the current schedule.
    func planner(_ language: Language) -> NotificationPlanner {
        var settings = settings
        settings.language = language
        return NotificationPlanner(calendar: current, settings: settings)
    }

    /// The occurrence `id` names ("nap1@2025-06-10"), by the schedule in force on its day.
    func occurrence(id: String) -> BlockOccurrence? {
        guard let day = DayKey(occurrenceId: id) else { return nil }
        return scheduleCalendar(on: day).occurrences(on: day).first { $0.id == id }
    }
}
