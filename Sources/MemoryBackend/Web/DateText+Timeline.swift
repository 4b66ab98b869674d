import CivilCalendar
import Foundation
import Localization
import MemoryKit
import WebUI

extension DateText {
    /// The time of day where the entry happened: "14:05" / "2:05 PM".
    /// Through the process's shared formats for the place's offset, which remember what they
    /// formatted: a timeline formatted fifty times per view with a fresh style each time.
    static func time(_ date: Date, utcOffsetSeconds: Int, _ context: PageContext) -> String {
        let zone = TimeZone(secondsFromGMT: utcOffsetSeconds) ?? .gmt
        return LocalizedFormats.shared(language: context.language, timeZone: zone).time(date)
    }

    /// A timeline group's heading: "Monday, 23 November 2026", "Week of 16 November 2026", "November 2026".
    static func groupHeading(_ start: DateComponents, _ grouping: TimelinePage.Grouping, _ context: PageContext) -> String {
        var calendar = gregorian
        calendar.timeZone = .gmt
        guard let date = calendar.date(from: start) else { return "" }
        let style = Date.FormatStyle(locale: context.locale, calendar: calendar, timeZone: .gmt)
        switch grouping {
        case .day: return date.formatted(style.weekday(.wide).day().month(.wide).year())
        case .week: return context.t(MemoryWebText.weekOf, ["date": date.formatted(style.day().month(.wide).year())])
        case .month: return month(start.year ?? 0, start.month ?? 1, context)
        }
    }
}

/// The mood chip's words (the API's documented set), from MemoryKit's one table of mood names.
enum MoodText {
    static func label(_ mood: String, _ context: PageContext) -> String {
        (Mood(rawValue: mood) ?? .neutral).name(in: context.language)
    }
}

extension DateText {
    /// "Jan" / "Oca" / "janv." for a month number.
    static func shortMonth(_ month: Int, _ context: PageContext) -> String {
        var calendar = gregorian
        calendar.timeZone = .gmt
        guard let date = calendar.date(from: DateComponents(year: 2001, month: month, day: 1)) else { return String(month) }
        return date.formatted(Date.FormatStyle(locale: context.locale, calendar: calendar, timeZone: .gmt).month(.abbreviated))
    }

    /// "Monday, 23 November" for a civil day (the shared formats remember it: a summary names
    /// its most active days on every view).
    static func civil(_ day: CivilDay, _ context: PageContext) -> String {
        let midnight = Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch) * 86_400)
        return LocalizedFormats.zoneless(context.language).date(midnight, .weekdayDayAndMonth)
    }
}
