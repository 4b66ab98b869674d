/// Proleptic Gregorian days since 1970-01-01 (Howard Hinnant's civil-date algorithms).
public enum CivilDate {
    /// The year, month (1–12) and day (1–31) `days` days after 1970-01-01 (negative: before).
    public static func fromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The civil date and time `seconds` after 1970-01-01 00:00 on a wall clock (an instant's
    /// Unix seconds plus its zone's offset; negative: before).
    public static func fromSeconds(_ seconds: Int)
        -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let ofDay = seconds - days * 86_400
        let (year, month, day) = fromDays(days)
        return (year, month, day, ofDay / 3_600, ofDay % 3_600 / 60, ofDay % 60)
    }

    /// Days from 1970-01-01 to the given day (negative before it).
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let year = month <= 2 ? year - 1 : year
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// 28–31: the length of `month` in `year`.
    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
