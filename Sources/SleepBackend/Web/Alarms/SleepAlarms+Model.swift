import Localization
import Foundation
import SleepKit

/// `/sleep/alarms` (docs/apps/sleep.md#alarms): the alarm and notification settings, the "Coming
/// up" list (exactly the kit's plan the iOS app would keep pending), the private calendar
/// subscription with its reset, and the account's time zone.
struct SleepAlarmsPage: Sendable {
    struct Upcoming: Sendable {
        let day: String
        let time: String
        let title: String
        let body: String
        let actions: [String]
        let isAlarm: Bool
    }

    let settings: NotificationSettings
    /// Fields the last submit got wrong (the form is shown again with them marked).
    let invalidFields: Set<String>
    /// What the user typed into the wrong fields, shown again instead of the saved values.
    let typed: [String: String]
    let upcoming: [Upcoming]
    let totalPending: Int
    let feedURL: String
    let timeZone: String
    let zones: [String]

    /// How many of the plan's requests the page lists (the rest are counted).
    static let shownCount = 12

    init(
        _ now: SleepNow, settings: NotificationSettings? = nil, invalidFields: Set<String> = [],
        typed: [String: String] = [:], feedURL: String
    ) {
        let account = now.account
        self.settings = settings ?? account.settings
        self.invalidFields = invalidFields
        self.typed = typed.filter { invalidFields.contains($0.key) }
        let plan = now.plan
        let formats = LocalizedFormats.shared(language: now.language, timeZone: account.timeZone)
        let categories = Dictionary(plan.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        upcoming = plan.requests.prefix(Self.shownCount).map { request in
            Upcoming(day: formats.date(request.fireDate, .shortWeekdayDayAndMonth), time: account.current.timeText(of: request.fireDate, now.language),
                     title: request.title, body: request.body,
                     actions: categories[request.categoryId]?.actions.map(\.title) ?? [], isAlarm: request.kind.isAlarm)
        }
        totalPending = plan.requests.count
        self.feedURL = feedURL
        timeZone = account.timeZone.identifier
        zones = TimeZone.knownTimeZoneIdentifiers.sorted()
    }
}
