import Foundation

/// Mirrors UNNotificationInterruptionLevel so an adapter maps it one to one.
public enum InterruptionLevel: String, Codable, Sendable {
    case passive, active, timeSensitive, critical
}

/// What a request is for; decides category, texts and how actions are handled.
public enum NotificationKind: String, Codable, Sendable {
    case blockStart, wakeAlarm, dailyReminder, snoozedStart, snoozedWake

    /// Alarms still fire during quiet hours and with "alarms only".
    public var isAlarm: Bool { self == .wakeAlarm || self == .snoozedWake }
}

/// The sound a request plays.
public enum NotificationSound: Codable, Hashable, Sendable {
    case named(String)
    case systemDefault
    /// No sound; the device only vibrates (as far as its own settings allow).
    case vibrationOnly
}

/// The buttons of the notifications (docs/apps/sleep.md#actions).
public enum NotificationActionID: String, Codable, Sendable, CaseIterable {
    case start = "SLEEP_START_ACTION"
    case snooze = "SLEEP_SNOOZE_ACTION"
    case cancel = "SLEEP_CANCEL_ACTION"
    case awake = "SLEEP_AWAKE_ACTION"
}

public struct NotificationAction: Codable, Hashable, Sendable {
    public let id: NotificationActionID
    public let title: String
    /// Opens the app (Start shows the timer, I'm awake asks for the rating).
    public let opensApp: Bool
    public let isDestructive: Bool
}

/// A UNNotificationCategory equivalent: a set of actions attached to requests by id.
public struct NotificationCategory: Codable, Hashable, Sendable {
    public static let blockStart = "SLEEP_BLOCK_START"
    public static let wake = "SLEEP_WAKE"
    public static let daily = "SLEEP_DAILY"

    public let id: String
    public let actions: [NotificationAction]
}

/// One local notification, platform-independent.
public struct NotificationRequest: Identifiable, Codable, Hashable, Sendable {
    /// Stable: re-planning produces the same id for the same block occurrence, so it replaces.
    public let id: String
    public let kind: NotificationKind
    public let fireDate: Date
    public let title: String
    public let body: String
    public let categoryId: String
    public let interruptionLevel: InterruptionLevel
    public let sound: NotificationSound
    /// The block occurrence it belongs to (nil for the daily reminder).
    public let occurrence: BlockOccurrence?
    /// The id of the first request of a snooze chain, and how many snoozes led here.
    public let chainId: String
    public let snoozeCount: Int
}

/// The requests to keep pending, soonest first, plus the categories to register.
public struct NotificationPlan: Hashable, Sendable {
    public let requests: [NotificationRequest]
    public let categories: [NotificationCategory]
    /// Requests beyond the 64-request window; they are planned on a later re-plan.
    public let deferredCount: Int
}
