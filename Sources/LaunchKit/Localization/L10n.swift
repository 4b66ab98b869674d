import Foundation
import Localization

/// LaunchKit's typed string table. Kept in code rather than `.lproj` bundles, which do not
/// resolve reliably on Linux; a test checks every key exists in every language.
public enum L10n {
    public enum Key: String, CaseIterable, Sendable {
        case unknown, netPrefix, quarter, half, weekOf, morning, afternoon, approximately, dateTBD, fiscalYear
        case countdownBefore, countdownAfter, days, hours, minutes, seconds, oneDay, oneHour, oneMinute, oneSecond
        case statusLabel, dateLabel, rocketLabel, missionLabel, orbitLabel, padLabel, siteLabel, providerLabel
        case probabilityLabel, totalFlights, successRate, successRateUnavailable
        case upcoming, previous, noLaunches, noPrograms, loadFailed, offlineSince, throttledSince, staleSince
        case ageMinutes, ageHours, ageDays, ageJustNow
        case onboardingTitle1, onboardingBody1, onboardingTitle2, onboardingBody2, onboardingTitle3, onboardingBody3
        case reminderHour, reminderMinutes, reminderBody, widgetNoLaunch, launchRowLabel, programCardLabel
    }

    /// The text for `key` in `language`, with `{0}`, `{1}`… replaced by `arguments`.
    /// Placeholders are positional so each language can order them as its grammar needs.
    public static func text(_ key: Key, _ language: Language, _ arguments: String...) -> String {
        text(key, language, arguments: arguments)
    }

    /// `text(_:_:_:)` with the arguments as an array.
    public static func text(_ key: Key, _ language: Language, arguments: [String]) -> String {
        var text = table[language]?[key] ?? table[.en]?[key] ?? key.rawValue
        for (index, argument) in arguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index)}", with: argument)
        }
        return text
    }

    static let table: [Language: [Key: String]] = [.en: english, .tr: turkish, .fr: french]
}
