import Foundation

/// Dates, times, durations and numbers the way one reader writes them.
///
/// Language, locale and time zone are always given: a kit or a page context injects them, and
/// nothing here reads the device's settings (`.current`), so output is the same on every machine
/// and in every test. Built on Foundation's format styles, with each result remembered (see
/// `FormatMemo`): keep one instance per reader for as long as their language and zone stay.
public final class LocalizedFormats: Sendable {
    public let language: Language
    /// Region conventions: 12- or 24-hour clock, date order, separators.
    public let locale: Locale
    public let timeZone: TimeZone
    /// Gregorian, in `locale` and `timeZone` (weeks start on the locale's first weekday).
    public let calendar: Calendar

    let memo = FormatMemo<FormatKey>(capacity: 2_048)
    private let base: Date.FormatStyle
    private let wallClock: Date.FormatStyle

    /// - Parameter locale: a region within the language (`en_GB` for a 24-hour clock); by
    ///   default the language's own (`Language.locale`).
    public init(language: Language, timeZone: TimeZone, locale: Locale? = nil) {
        self.language = language
        self.locale = locale ?? language.locale
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = self.locale
        calendar.timeZone = timeZone
        self.calendar = calendar
        base = Date.FormatStyle(locale: self.locale, calendar: calendar, timeZone: timeZone)
        var utc = calendar
        utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
        wallClock = Date.FormatStyle(locale: self.locale, calendar: utc, timeZone: utc.timeZone).hour().minute()
    }

    /// The language of `locale` (English when unsupported, with English's locale, so text and
    /// dates never disagree), keeping the locale's region when the language is supported.
    public convenience init(locale: Locale, timeZone: TimeZone) {
        let language = Language(identifier: locale.identifier)
        self.init(language: language ?? .en, timeZone: timeZone, locale: language == nil ? nil : locale)
    }

    /// How much of a date to show.
    public enum DateStyle: Hashable, Sendable {
        /// "3/15/2026" · "15.03.2026" · "15/03/2026"
        case numeric
        /// "Mar 15, 2026" · "15 Mar 2026" · "15 mars 2026"
        case abbreviated
        /// "March 15, 2026" · "15 Mart 2026" · "15 mars 2026"
        case long
        /// "Sunday, March 15, 2026" · "15 Mart 2026 Pazar" · "dimanche 15 mars 2026"
        case complete
        /// "Mar 15" · "15 Mar" · "15 mars"
        case dayAndMonth
        /// "March 2026" · "Mart 2026" · "mars 2026"
        case monthAndYear
    }

    /// The calendar date of `date` in the reader's zone.
    public func date(_ date: Date, _ style: DateStyle = .abbreviated) -> String {
        memo.text(.date(style, date)) { date.formatted(dateStyle(style)) }
    }

    /// The clock time: "7:00 PM" · "19:00" · "19:00" (and "01:30", zero-padded, in Turkish and French).
    public func time(_ date: Date) -> String {
        // `.hour().minute()` asks for the locale's own clock (ICU's "jmm"); the `.shortened` time
        // style drops the leading zero of "01:30" on Linux.
        memo.text(.time(date)) { date.formatted(base.hour().minute()) }
    }

    /// The clock time with the zone's offset or abbreviation: "1:30 AM EDT" · "01:30 GMT-4" ·
    /// "02:30 UTC+2". For the hour a DST change repeats, where `time` reads the same twice.
    public func zonedTime(_ date: Date) -> String {
        memo.text(.zonedTime(date)) { date.formatted(base.hour().minute().timeZone(.specificName(.short))) }
    }

    /// Date and time: "Mar 15, 2026 at 7:00 PM" · "15 Mar 2026 19:00" · "15 mars 2026 à 19:00".
    public func dateTime(_ date: Date) -> String {
        memo.text(.dateTime(date)) { date.formatted(base.year().month(.abbreviated).day().hour().minute()) }
    }

    /// Date and time with the zone: "Mar 15, 2026 at 7:00 PM EDT" · "15 Mar 2026 19:00 GMT+3" ·
    /// "15 mars 2026 à 19:00 UTC+1". For a time read in a zone that is not the reader's own.
    public func zonedDateTime(_ date: Date) -> String {
        memo.text(.zonedDateTime(date)) {
            date.formatted(base.year().month(.abbreviated).day().hour().minute().timeZone(.specificName(.short)))
        }
    }

    /// The hour alone, for times known only to the hour: "7 PM" · "19" · "19 h".
    public func hour(_ date: Date) -> String {
        memo.text(.hour(date)) { date.formatted(base.hour()) }
    }

    /// A wall-clock time that belongs to no day or zone (a schedule's "14:00"), in the reader's
    /// clock: "2:00 PM" · "14:00" · "14:00". `minutes` counts from midnight (wrapped into a day).
    public func wallTime(minutes: Int) -> String {
        let wrapped = ((minutes % 1_440) + 1_440) % 1_440
        return memo.text(.wallTime(wrapped)) {
            Date(timeIntervalSince1970: TimeInterval(wrapped * 60)).formatted(wallClock)
        }
    }

    /// A span between two instants, sharing what they have in common: "Mar 15 – 17, 2026",
    /// "Mar 8, 2026, 1:30 – 3:30 AM" (with `showsTime`).
    ///
    /// When the zone's offset changes inside the span (a DST change), both ends carry their
    /// offset: "Oct 25, 2026, 02:30 UTC+2 – 02:30 UTC+1" for the hour Paris lives twice, which
    /// Foundation would print as the single time "02:30".
    public func dateRange(_ range: Range<Date>, showsTime: Bool = false) -> String {
        if showsTime, timeZone.secondsFromGMT(for: range.lowerBound) != timeZone.secondsFromGMT(for: range.upperBound) {
            let sameDay = calendar.isDate(range.lowerBound, inSameDayAs: range.upperBound)
            let end = sameDay ? zonedTime(range.upperBound) : zonedDateTime(range.upperBound)
            return zonedDateTime(range.lowerBound) + "\u{2009}–\u{2009}" + end
        }
        let style = Date.IntervalFormatStyle(
            date: .abbreviated, time: showsTime ? .shortened : nil, locale: locale, calendar: calendar, timeZone: timeZone)
        return style.format(range)
    }

    private func dateStyle(_ style: DateStyle) -> Date.FormatStyle {
        switch style {
        case .numeric: Date.FormatStyle(date: .numeric, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
        case .abbreviated: base.year().month(.abbreviated).day()
        case .long: base.year().month(.wide).day()
        case .complete: Date.FormatStyle(date: .complete, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
        case .dayAndMonth: base.month(.abbreviated).day()
        case .monthAndYear: base.month(.wide).year()
        }
    }
}

/// What one remembered text was made from.
enum FormatKey: Hashable, Sendable {
    case date(LocalizedFormats.DateStyle, Date)
    case time(Date)
    case zonedTime(Date)
    case dateTime(Date)
    case zonedDateTime(Date)
    case hour(Date)
    case wallTime(Int)
    case duration(Int, Set<Duration.UnitsFormatStyle.Unit>, LocalizedFormats.DurationWidth)
    case integer(Int)
    case decimal(Double, Int)
    case percent(Double)
}

extension LocalizedFormats {
    /// The formats of `language` in UTC, made once per language: for what belongs to no day or
    /// zone (a schedule's "14:00", a clock face's hours, a number of hours).
    public static func zoneless(_ language: Language) -> LocalizedFormats {
        zonelessByLanguage[language]!
    }

    private static let zonelessByLanguage = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, LocalizedFormats(language: $0, timeZone: .gmt)) })
}

extension LocalizedFormats {
    /// One instance per language and zone for the whole process, so what it remembers serves
    /// every request of every reader alike (a server builds a schedule's calendar per request; a
    /// fresh instance each time remembered nothing and cost three format styles to build).
    public static func shared(language: Language, timeZone: TimeZone) -> LocalizedFormats {
        let key = SharedKey(language: language, zone: timeZone.identifier)
        if let known = sharedLock.withLock({ sharedInstances[key] }) { return known }
        let made = LocalizedFormats(language: language, timeZone: timeZone)
        return sharedLock.withLock {
            if let raced = sharedInstances[key] { return raced }
            if sharedInstances.count >= 256 { sharedInstances.removeAll(keepingCapacity: true) }
            sharedInstances[key] = made
            return made
        }
    }

    private struct SharedKey: Hashable {
        let language: Language
        let zone: String
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedInstances: [SharedKey: LocalizedFormats] = [:]
}
