import Foundation
import Localization

/// "5 minutes ago" in English, Turkish or French, with the clock injected.
///
/// Recent times read relative (just now, minutes, hours, days); from a week on, the date itself,
/// in the language's locale and the injected time zone. The wording comes from ``NotesText`` rather
/// than the platform's formatter so iOS, Linux and the web say exactly the same thing.
public struct RelativeTimeFormatter: Sendable {
    public let language: Language
    public let timeZone: TimeZone
    /// Built once: a calendar and format style per row made a 1,000-note list measurably slower.
    private let dateStyle: Date.FormatStyle

    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.dateStyle = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: language.locale, calendar: calendar, timeZone: timeZone)
    }

    /// How `date` reads when it is now `now`. Dates in the future (a clock that drifted) read "just now".
    public func string(for date: Date, relativeTo now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        let minute = 60.0
        let hour = 60 * minute
        let day = 24 * hour
        switch seconds {
        case ..<minute:
            return NotesText.timeJustNow.text(language)
        case ..<hour:
            return NotesText.timeMinutes.text(count: Int(seconds / minute), language)
        case ..<day:
            return NotesText.timeHours.text(count: Int(seconds / hour), language)
        case ..<(7 * day):
            return NotesText.timeDays.text(count: Int(seconds / day), language)
        default:
            return absoluteString(for: date)
        }
    }

    /// The date alone, e.g. "Mar 5, 2025", "5 Mar 2025", "5 mars 2025". Remembered across
    /// formatters (one is made per request; a list repeats the same notes' dates on every load).
    public func absoluteString(for date: Date) -> String {
        Self.absoluteDates.text(AbsoluteKey(language: language, timeZone: timeZone.identifier, date: date)) {
            date.formatted(dateStyle)
        }
    }

    private struct AbsoluteKey: Hashable, Sendable {
        var language: Language
        var timeZone: String
        var date: Date
    }

    private static let absoluteDates = FormatMemo<AbsoluteKey>(capacity: 8_192)
}
