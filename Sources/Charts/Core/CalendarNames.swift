import CivilCalendar
import Foundation
import Localization

/// Month and weekday names and day formats for chart labels, written out per language.
///
/// Kept as data rather than asked of Foundation's formatters: a year heatmap labels 366 days, and
/// ICU's names differ between platforms and releases (`févr.` vs `fév.`), which would break golden
/// files on the next toolchain. Public for other drawings beside charts (Memory's recap image).
public enum CalendarNames {
    public static func monthShort(_ month: Int, _ language: Language) -> String {
        shortMonths(language)[month - 1]
    }

    public static func monthLong(_ month: Int, _ language: Language) -> String {
        longMonths(language)[month - 1]
    }

    /// `weekday`: 0 for Sunday … 6 for Saturday, as ``CivilDay/weekday``.
    static func weekdayShort(_ weekday: Int, _ language: Language) -> String {
        switch language {
        case .en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]
        case .tr: ["Paz", "Pzt", "Sal", "Çar", "Per", "Cum", "Cmt"][weekday]
        case .fr: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."][weekday]
        }
    }

    /// `weekday`: 0 for Sunday … 6 for Saturday, written out.
    static func weekdayLong(_ weekday: Int, _ language: Language) -> String {
        switch language {
        case .en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]
        case .tr: ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"][weekday]
        case .fr: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"][weekday]
        }
    }

    /// A day as a screen reader should say it, with its day name: "Tuesday, Mar 5, 2024" /
    /// "5 Mar 2024 Salı" / "mardi 5 mars 2024". A chart's axis writes "5"; its text says this.
    public static func daySpoken(_ day: CivilDay, _ language: Language) -> String {
        let weekday = weekdayLong(day.weekday, language)
        switch language {
        case .en: return "\(weekday), \(dayMedium(day, language))"
        case .tr: return "\(dayMedium(day, language)) \(weekday)"
        case .fr: return "\(weekday) \(dayMedium(day, language))"
        }
    }

    /// The first column of a week: Sunday in the United States, Monday in Türkiye and France.
    static func firstWeekday(_ language: Language) -> Int {
        language == .en ? 0 : 1
    }

    /// "Mar 5, 2024" / "5 Mar 2024" / "5 mars 2024".
    static func dayMedium(_ day: CivilDay, _ language: Language) -> String {
        let month = monthShort(day.month, language)
        switch language {
        case .en: return "\(month) \(day.day), \(day.year)"
        case .tr, .fr: return "\(day.day) \(month) \(day.year)"
        }
    }

    /// "March 2024" / "Mart 2024" / "mars 2024".
    static func monthAndYear(month: Int, year: Int, _ language: Language) -> String {
        "\(monthLong(month, language)) \(year)"
    }

    // Static tables: a heatmap asks for a month name per day, which must not build an array each time.
    private static let shortEnglish = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let shortTurkish = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"]
    private static let shortFrench = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ]

    private static func shortMonths(_ language: Language) -> [String] {
        switch language {
        case .en: shortEnglish
        case .tr: shortTurkish
        case .fr: shortFrench
        }
    }

    private static func longMonths(_ language: Language) -> [String] {
        switch language {
        case .en:
            ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
        case .tr:
            ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
             "Aralık"]
        case .fr:
            ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
        }
    }
}

/// Times of day and durations as the sleep screens write them.
enum ClockText {
    /// A time of day in the reader's clock, as PolySleep's pages write block times:
    /// "2:00 PM" · "14:00" · "14:00". `minutes` counts from midnight.
    static func time(minutes: Int, _ language: Language) -> String {
        LocalizedFormats.zoneless(language).wallTime(minutes: minutes)
    }

    /// The label of a whole hour on a clock face: "6 PM" · "18" · "18 h".
    static func hour(_ hour: Int, _ language: Language) -> String {
        LocalizedFormats.zoneless(language).hour(Date(timeIntervalSince1970: TimeInterval(hour * 3_600)))
    }

    /// "7 h 30 min" / "7 sa 30 dk"; whole hours and short spans drop the empty part.
    static func duration(minutes: Int, _ language: Language) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return ChartText.durationMinutes.text(language, ["minutes": String(rest)]) }
        if rest == 0 { return ChartText.durationHours.text(language, ["hours": LocalizedNumber.integer(hours, language)]) }
        return ChartText.durationHoursMinutes.text(
            language, ["hours": LocalizedNumber.integer(hours, language), "minutes": String(rest)])
    }
}
