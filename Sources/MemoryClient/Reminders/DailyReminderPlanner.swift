import Localization
import Foundation

/// One local notification to deliver, independent of any platform API.
public struct ReminderRequest: Identifiable, Codable, Hashable, Sendable {
    /// Stable per day (`memory.reminder.2024-05-31`): planning again replaces, never doubles.
    public let id: String
    public let fireDate: Date
    public let title: String
    public let body: String
}

/// Plans the daily reminder (docs/apps/memory.md#daily-reminder): one local notification a day at the chosen time, for
/// the next `days` days (a rolling window, far under iOS's 64 pending requests).
///
/// Today's is left out once something was recorded today (no nagging after the fact), and a
/// time that does not exist on a clock-change day moves to the first minute that does.
public struct DailyReminderPlanner: Sendable {
    public static let idPrefix = "memory.reminder."
    public let timeZone: TimeZone
    public let language: Localization.Language
    public let days: Int

    public init(timeZone: TimeZone, language: Localization.Language, days: Int = 14) {
        self.timeZone = timeZone
        self.language = language
        self.days = days
    }

    /// The requests to keep pending at `now`, soonest first.
    /// - Parameter lastEntryAt: when the person last recorded something (from the timeline or outbox).
    public func plan(_ settings: ClientSettings, now: Date, lastEntryAt: Date?) -> [ReminderRequest] {
        guard settings.reminderEnabled else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.startOfDay(for: now)
        let recordedToday = lastEntryAt.map { calendar.isDate($0, inSameDayAs: now) } ?? false
        return (0..<max(0, days)).compactMap { offset -> ReminderRequest? in
            guard let day = calendar.date(byAdding: .day, value: offset, to: today),
                let fire = calendar.date(
                    bySettingHour: settings.reminderTime.hour, minute: settings.reminderTime.minute, second: 0, of: day,
                    matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward),
                fire > now, !(offset == 0 && recordedToday)
            else { return nil }
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            let key = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
            let ordinal = calendar.ordinality(of: .day, in: .year, for: day) ?? 0
            return ReminderRequest(
                id: Self.idPrefix + key, fireDate: fire, title: ClientText.reminderTitle.text(language),
                body: Self.prompts[ordinal % Self.prompts.count].text(language))
        }
    }

    /// A different nudge on consecutive days.
    static let prompts: [ClientText] = [.reminderPromptPhoto, .reminderPromptWords, .reminderPromptVoice]
}
