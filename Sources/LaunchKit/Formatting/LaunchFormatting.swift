import Foundation
import LaunchLibrary
import Localization

/// The reader's language, locale and time zone, and what the mappers need to turn LL2 data into
/// display text. Dates and numbers go through one `LocalizedFormats`, which remembers what it
/// formatted: the detail screen re-renders the same date every second for its countdown.
public struct LaunchFormatting: Sendable {
    public let formats: LocalizedFormats

    public var language: Language { formats.language }
    public var locale: Locale { formats.locale }
    public var timeZone: TimeZone { formats.timeZone }
    public var calendar: Calendar { formats.calendar }

    /// - Parameter locale: a region within the language (`en_GB` for a 24-hour clock); by
    ///   default the language's own.
    public init(language: Language, timeZone: TimeZone, locale: Locale? = nil) {
        formats = LocalizedFormats(language: language, timeZone: timeZone, locale: locale)
    }

    /// The device's locale as the app reads it (an unsupported language reads as English).
    public init(locale: Locale, timeZone: TimeZone) {
        formats = LocalizedFormats(locale: locale, timeZone: timeZone)
    }

    /// Text for `key` in the reader's language, `{placeholders}` filled from `arguments`.
    public func text<Key: LocalizedKey>(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        key.text(language, arguments)
    }

    /// A fraction as a localized percentage ("92%", "%92", "92 %").
    public func percent(_ value: Double) -> String {
        formats.percent(value)
    }

    /// The note a screen shows above data that did not come live from the server, or nil when
    /// live: "Offline · updated 2 hr. ago", "Çevrimdışı · 2 sa. önce güncellendi".
    public func freshnessNote(_ freshness: Freshness, now: Date) -> String? {
        func age(_ seconds: TimeInterval) -> [String: String] {
            ["age": formats.relative(now.addingTimeInterval(-seconds), to: now)]
        }
        switch freshness {
        case .live, .cached: return nil
        case .stale(let seconds): return text(LaunchScreenText.staleSince, age(seconds))
        case .fallback(let seconds, .throttled): return text(LaunchScreenText.throttledSince, age(seconds))
        case .fallback(let seconds, _): return text(LaunchScreenText.offlineSince, age(seconds))
        }
    }
}
