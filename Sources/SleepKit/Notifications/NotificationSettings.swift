import Foundation
import Localization

/// How many notifications the user wants: too many is as bad as none (docs/apps/sleep.md#alarms).
public enum NotificationFrequency: String, Codable, Sendable, CaseIterable {
    /// Start reminders, wake alarms and the daily reminder.
    case all
    /// Wake alarms only.
    case alarmsOnly
    case none
}

/// Sound or silent vibration for alarms.
public enum AlertStyle: String, Codable, Sendable, CaseIterable {
    case sound
    case vibration
}

/// A daily window, possibly across midnight (23:00–07:00), in which only alarms may fire.
public struct QuietHours: Codable, Hashable, Sendable {
    public var start: TimeOfDay
    public var end: TimeOfDay

    public init(start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }

    /// Start inclusive, end exclusive; a window whose end precedes its start wraps past midnight.
    public func contains(_ time: TimeOfDay) -> Bool {
        if start == end { return false }
        if start < end { return start <= time && time < end }
        return time >= start || time < end
    }
}

/// The alarm settings screen (docs/apps/sleep.md#alarms).
public struct NotificationSettings: Codable, Hashable, Sendable {
    /// "Her uyku bloğu için otomatik alarm kur": a wake alarm at the end of every block.
    public var automaticAlarms = true
    public var alertStyle = AlertStyle.sound
    /// File name of the alarm sound the app bundles.
    public var soundName = "polysleep-alarm.caf"
    public var frequency = NotificationFrequency.all
    /// Minutes before a block that the start reminder fires (5 by default).
    public var startLeadMinutes = 5
    /// Snooze of a start reminder (10 min by default) and of a wake alarm (5 min).
    public var startSnoozeMinutes = 10
    public var wakeSnoozeMinutes = 5
    /// How often one reminder may be snoozed before the chain stops.
    public var maxSnoozeCount = 3
    public var dailyReminderEnabled = false
    public var dailyReminderTime = TimeOfDay(hour: 8)
    public var quietHours: QuietHours?
    public var language = Language.en

    public init() {}

    /// Everything switched on: the densest plan (used by the benchmark).
    public static var allOn: NotificationSettings {
        var settings = NotificationSettings()
        settings.dailyReminderEnabled = true
        settings.quietHours = QuietHours(start: TimeOfDay(hour: 23), end: TimeOfDay(hour: 7))
        return settings
    }
}
