/// A calendar day with no time zone: what a chart, a recap or a streak counts in.
///
/// Callers decide which day an instant belongs to (in the reader's time zone) before building
/// one; nothing here guesses a zone. Arithmetic goes through days since 1970-01-01, so walking a
/// year of days costs no `Calendar` call.
public struct CivilDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1–12.
    public let month: Int
    /// 1–31.
    public let day: Int

    /// A day from its fields; `nil` when they name no day (month 13, February 30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...CivilDate.daysIn(year: year, month: month)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `daysSinceEpoch` days after 1970-01-01 (before it when negative).
    public init(daysSinceEpoch: Int) {
        (year, month, day) = CivilDate.fromDays(daysSinceEpoch)
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSinceEpoch: Int { CivilDate.days(year: year, month: month, day: day) }

    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int {
        let remainder = (daysSinceEpoch + 4) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CivilDay {
        CivilDay(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// January 1st and December 31st of `year`.
    public static func year(_ year: Int) -> ClosedRange<CivilDay> {
        CivilDay(unchecked: year, 1, 1)...CivilDay(unchecked: year, 12, 31)
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: CivilDay, rhs: CivilDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO 8601, `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(abs(value))
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
