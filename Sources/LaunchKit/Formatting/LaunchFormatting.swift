import Foundation
import LaunchLibrary
import Localization

/// The user's locale, time zone and language, plus cached formatters: everything mappers need to
/// turn LL2 data into display text. Formatters are created once per template because creating
/// a `DateFormatter` costs far more than using one.
public final class LaunchFormatting: @unchecked Sendable {
    public let locale: Locale
    public let timeZone: TimeZone
    public let language: Language
    public let calendar: Calendar
    private let lock = NSLock()
    private var dateFormatters: [String: DateFormatter] = [:]
    private var percentFormatter: NumberFormatter?

    public init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
        self.language = Language(identifier: locale.identifier) ?? .en
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// Localized text for a key in the user's language.
    public func text(_ key: L10n.Key, _ arguments: String...) -> String {
        L10n.text(key, language, arguments: arguments)
    }

    /// Formats `date` with a localized skeleton (`"yMMMd"`, `"MMMMy"`, `"jmm"`) in the user's zone.
    public func format(_ date: Date, template: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter: DateFormatter
        if let cached = dateFormatters[template] {
            formatter = cached
        } else {
            formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.calendar = calendar
            formatter.setLocalizedDateFormatFromTemplate(template)
            dateFormatters[template] = formatter
        }
        return formatter.string(from: date)
    }

    /// A fraction as a localized percentage ("92%", "%92", "92 %").
    public func percent(_ value: Double) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter = percentFormatter ?? {
            let made = NumberFormatter()
            made.numberStyle = .percent
            made.locale = locale
            made.maximumFractionDigits = 0
            return made
        }()
        percentFormatter = formatter
        return formatter.string(from: NSNumber(value: value)) ?? "\(Int((value * 100).rounded()))%"
    }

    /// "2 h ago"-style age of cached data.
    public func age(_ seconds: TimeInterval) -> String {
        switch seconds {
        case ..<60: text(.ageJustNow)
        case ..<3_600: text(.ageMinutes, String(Int(seconds / 60)))
        case ..<86_400: text(.ageHours, String(Int(seconds / 3_600)))
        default: text(.ageDays, String(Int(seconds / 86_400)))
        }
    }

    /// The note a screen shows above data that did not come live from the server, or nil when live.
    public func freshnessNote(_ freshness: Freshness) -> String? {
        switch freshness {
        case .live, .cached: nil
        case .stale(let age): text(.staleSince, self.age(age))
        case .fallback(let age, .throttled): text(.throttledSince, self.age(age))
        case .fallback(let age, _): text(.offlineSince, self.age(age))
        }
    }
}
