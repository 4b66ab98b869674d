import Foundation
import Localization

/// Builds the notification plan (start reminders, wake alarms, the daily reminder) from a schedule,
/// settings and "now" (docs/apps/sleep.md#alarms).
public struct NotificationPlanner: Sendable {
    /// iOS keeps at most 64 pending local notifications and silently drops the rest.
    public static let maxPendingRequests = 64
    /// Prefix of every id this planner owns, so a sync never removes other features' requests.
    public static let idPrefix = "sleep."

    public let calendar: ScheduleCalendar
    public var settings: NotificationSettings

    public init(calendar: ScheduleCalendar, settings: NotificationSettings) {
        self.calendar = calendar
        self.settings = settings
    }

    var language: Language { settings.language }

    /// The requests for the `days` calendar days starting today, as a rolling window: only
    /// future ones, soonest first, at most 64. Active snoozes are merged in so a re-plan keeps them.
    public func plan(from now: Date, days: Int = 7, activeSnoozes: [NotificationRequest] = []) -> NotificationPlan {
        window(candidates(from: now, days: days) + activeSnoozes, after: now)
    }

    /// Every candidate request of the `days` calendar days starting on the day of `now`.
    func candidates(from now: Date, days: Int) -> [NotificationRequest] {
        var all: [NotificationRequest] = []
        var day = DayKey(now, calendar: calendar.calendar)
        for _ in 0..<max(0, days) {
            all += requests(on: day)
            day = day.adding(days: 1, calendar: calendar.calendar)
        }
        return all
    }

    /// The requests that may fire after `now`, soonest first, at most 64.
    func window(_ all: [NotificationRequest], after now: Date) -> NotificationPlan {
        guard settings.frequency != .none else { return NotificationPlan(requests: [], categories: categories, deferredCount: 0) }
        let upcoming = all.filter { $0.fireDate > now && isAllowed($0) }
            .sorted { ($0.fireDate, $0.id) < ($1.fireDate, $1.id) }
        let kept = Array(upcoming.prefix(Self.maxPendingRequests))
        return NotificationPlan(requests: kept, categories: categories, deferredCount: upcoming.count - kept.count)
    }

    /// Every candidate request of one day, before filtering by time, frequency and quiet hours.
    func requests(on day: DayKey) -> [NotificationRequest] {
        var result: [NotificationRequest] = []
        if settings.dailyReminderEnabled { result.append(dailyReminder(on: day)) }
        for occurrence in calendar.occurrences(on: day) {
            result.append(startReminder(for: occurrence))
            if settings.automaticAlarms { result.append(wakeAlarm(for: occurrence, at: occurrence.end)) }
        }
        return result
    }

    /// Frequency and quiet-hour rules: alarms always pass (unless notifications are off).
    func isAllowed(_ request: NotificationRequest) -> Bool {
        switch settings.frequency {
        case .none: return false
        case .alarmsOnly: return request.kind.isAlarm
        case .all:
            guard !request.kind.isAlarm, let quiet = settings.quietHours else { return true }
            return !quiet.contains(calendar.wallTime(of: request.fireDate))
        }
    }

    // MARK: - Requests

    func startReminder(for occurrence: BlockOccurrence) -> NotificationRequest {
        let args = texts(for: occurrence)
        let id = "\(Self.idPrefix)start.\(occurrence.id)"
        return NotificationRequest(
            id: id, kind: .blockStart,
            fireDate: occurrence.start.addingTimeInterval(TimeInterval(-settings.startLeadMinutes * 60)),
            title: SleepReminderText.startTitle.text(language, args), body: SleepReminderText.startBody.text(language, args),
            categoryId: NotificationCategory.blockStart, interruptionLevel: .active, sound: reminderSound,
            occurrence: occurrence, chainId: id, snoozeCount: 0)
    }

    /// The wake alarm's request id; the action handler removes the alarm by it.
    public static func wakeAlarmId(for occurrence: BlockOccurrence) -> String {
        "\(idPrefix)wake.\(occurrence.id)"
    }

    /// The wake alarm; `fireDate` is the planned end, or the actual start plus the duration once started.
    public func wakeAlarm(for occurrence: BlockOccurrence, at fireDate: Date) -> NotificationRequest {
        let args = texts(for: occurrence)
        let id = Self.wakeAlarmId(for: occurrence)
        return NotificationRequest(
            id: id, kind: .wakeAlarm, fireDate: fireDate,
            title: SleepReminderText.wakeTitle.text(language, args), body: SleepReminderText.wakeBody.text(language, args),
            categoryId: NotificationCategory.wake, interruptionLevel: .timeSensitive, sound: alarmSound,
            occurrence: occurrence, chainId: id, snoozeCount: 0)
    }

    func dailyReminder(on day: DayKey) -> NotificationRequest {
        let hours = SleepFormats.hours(minutes: calendar.plannedMinutes(on: day), calendar.formats(language))
        let id = "\(Self.idPrefix)daily.\(day)"
        return NotificationRequest(
            id: id, kind: .dailyReminder,
            fireDate: calendar.resolve(day: day, minutes: settings.dailyReminderTime.minutes),
            title: SleepReminderText.dailyTitle.text(language),
            body: SleepReminderText.dailyBody.text(language, ["hours": hours]),
            categoryId: NotificationCategory.daily, interruptionLevel: .passive, sound: reminderSound,
            occurrence: nil, chainId: id, snoozeCount: 0)
    }

    func texts(for occurrence: BlockOccurrence) -> [String: String] {
        ["block": calendar.name(of: occurrence, language), "time": calendar.timeText(of: occurrence.start, language)]
    }

    var alarmSound: NotificationSound {
        settings.alertStyle == .sound ? .named(settings.soundName) : .vibrationOnly
    }

    var reminderSound: NotificationSound {
        settings.alertStyle == .sound ? .systemDefault : .vibrationOnly
    }

    /// The categories with localized action titles ("Ertele (10dk)").
    public var categories: [NotificationCategory] {
        func action(_ id: NotificationActionID, _ key: SleepReminderText, minutes: Int? = nil) -> NotificationAction {
            let title = key.text(language, minutes.map { ["minutes": "\($0)"] } ?? [:])
            return NotificationAction(id: id, title: title, opensApp: id == .start || id == .awake, isDestructive: id == .cancel)
        }
        return [
            NotificationCategory(id: NotificationCategory.blockStart, actions: [
                action(.start, .actionStart), action(.snooze, .actionSnooze, minutes: settings.startSnoozeMinutes),
                action(.cancel, .actionCancel),
            ]),
            NotificationCategory(id: NotificationCategory.wake, actions: [
                action(.awake, .actionAwake), action(.snooze, .actionSnooze, minutes: settings.wakeSnoozeMinutes),
            ]),
            NotificationCategory(id: NotificationCategory.daily, actions: []),
        ]
    }
}
