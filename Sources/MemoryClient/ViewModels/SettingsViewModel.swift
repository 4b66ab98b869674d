import Foundation
import Localization
import MemoryKit
import Observation

/// Settings (docs/apps/memory.md#settings): reminder time, default entry type, upload on Wi-Fi only, theme.
/// Every change is saved at once; the reminder is planned again whenever its time or switch
/// changes (asking for notification permission the first time it is turned on).
@MainActor @Observable
public final class SettingsViewModel {
    public private(set) var settings: ClientSettings
    /// The reminders now pending (what the person will get).
    public private(set) var plannedReminders: [ReminderRequest] = []
    /// True when the reminder is on but notifications are not allowed (Settings shows a hint).
    public private(set) var notificationsDenied = false
    private let store: any SettingsStore
    private let center: any ReminderScheduling
    private let environment: ClientEnvironment
    private let lastEntryAt: @Sendable () async -> Date?

    /// - Parameter lastEntryAt: when the person last recorded something (today's reminder is
    ///   skipped once they have).
    public init(
        store: any SettingsStore, reminders: any ReminderScheduling, environment: ClientEnvironment,
        lastEntryAt: @escaping @Sendable () async -> Date? = { nil }
    ) {
        self.store = store
        self.center = reminders
        self.environment = environment
        self.lastEntryAt = lastEntryAt
        self.settings = store.load()
    }

    public var language: Localization.Language {
        settings.language ?? Localization.Language(preferring: Locale.preferredLanguages)
    }

    public func setReminderEnabled(_ enabled: Bool) async {
        if enabled, await center.requestAuthorization() == .denied {
            notificationsDenied = true
        }
        settings.reminderEnabled = enabled
        await persistAndPlan()
    }

    public func setReminderTime(_ time: TimeOfDay) async {
        settings.reminderTime = time
        await persistAndPlan()
    }

    public func setDefaultKind(_ kind: EntryKind) {
        settings.defaultKind = kind
        persist()
    }

    /// The outbox reads the policy on every round, so this applies to the next upload.
    public func setWifiOnly(_ wifiOnly: Bool) {
        settings.wifiOnly = wifiOnly
        persist()
    }

    public func setTheme(_ theme: AppTheme) {
        settings.theme = theme
        persist()
    }

    public func setLanguage(_ language: Localization.Language?) async {
        settings.language = language
        await persistAndPlan()  // reminder texts follow the language
    }

    /// Plans the reminders again (app start, a new day, an entry added today).
    public func replan() async {
        let authorization = await center.authorization()
        notificationsDenied = settings.reminderEnabled && authorization == .denied
        let planner = DailyReminderPlanner(timeZone: environment.timeZone(), language: language)
        let plan = authorization == .authorized
            ? planner.plan(settings, now: environment.now(), lastEntryAt: await lastEntryAt()) : []
        try? await plan.apply(to: center)
        plannedReminders = await center.pending().filter { $0.id.hasPrefix(DailyReminderPlanner.idPrefix) }
    }

    private func persist() {
        try? store.save(settings)
    }

    private func persistAndPlan() async {
        persist()
        await replan()
    }
}
