/// The stretch of time a recap covers.
public enum SummaryPeriod: Hashable, Sendable, Codable {
    case month(year: Int, month: Int)
    case year(Int)

    /// First day of the period.
    public var firstDay: LocalDate {
        switch self {
        case .month(let year, let month): LocalDate(year: year, month: month, day: 1)
        case .year(let year): LocalDate(year: year, month: 1, day: 1)
        }
    }

    /// Number of days in the period.
    public var dayCount: Int {
        switch self {
        case .month(let year, let month): LocalDate.daysIn(year: year, month: month)
        case .year(let year): LocalDate.isLeapYear(year) ? 366 : 365
        }
    }

    /// Checks the query parameters `year` and `month`.
    public func validate() throws(ValidationError) {
        var collector = IssueCollector()
        switch self {
        case .month(let year, let month):
            collector.check((1900...9999).contains(year), "year", .outOfRange)
            collector.check((1...12).contains(month), "month", .outOfRange)
        case .year(let year):
            collector.check((1900...9999).contains(year), "year", .outOfRange)
        }
        try collector.throwIfAny()
    }
}
