import CivilCalendar

/// A calendar day (proleptic Gregorian) with no time zone, encoded as `"2024-05-31"`.
///
/// Arithmetic uses days since 1970-01-01 (`CivilDate`), so a summary of thousands of entries
/// needs no `Calendar` call per entry.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        let (year, month, day) = CivilDate.fromDays(daysSinceEpoch)
        self.init(year: year, month: month, day: day)
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSinceEpoch: Int { CivilDate.days(year: year, month: month, day: day) }

    /// The day a wall clock showed at `secondsSince1970` with the given UTC offset.
    public init(secondsSince1970: Double, utcOffsetSeconds: Int) {
        let local = (secondsSince1970 + Double(utcOffsetSeconds)) / 86_400
        self.init(daysSinceEpoch: Int(local.rounded(.down)))
    }

    public static func isLeapYear(_ year: Int) -> Bool { CivilDate.isLeapYear(year) }

    public static func daysIn(year: Int, month: Int) -> Int { CivilDate.daysIn(year: year, month: month) }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// ISO 8601 calendar date, `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...LocalDate.daysIn(year: parts[0], month: parts[1])).contains(parts[2])
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not YYYY-MM-DD"))
        }
        self.init(year: parts[0], month: parts[1], day: parts[2])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
