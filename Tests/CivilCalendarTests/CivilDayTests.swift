import CivilCalendar
import Testing

@Suite("CivilDay: calendar days without a time zone")
struct CivilDayTests {
    @Test("fields that name no day are refused", arguments: [(2023, 2, 29), (2024, 13, 1), (2024, 4, 31), (2024, 1, 0)])
    func invalid(year: Int, month: Int, day: Int) {
        #expect(CivilDay(year: year, month: month, day: day) == nil)
    }

    @Test("weekdays: 1970-01-01 was a Thursday, 2024-02-29 a Thursday, 1969-12-28 a Sunday")
    func weekdays() throws {
        #expect(try #require(CivilDay(year: 1970, month: 1, day: 1)).weekday == 4)
        #expect(try #require(CivilDay(year: 2024, month: 2, day: 29)).weekday == 4)
        #expect(try #require(CivilDay(year: 1969, month: 12, day: 28)).weekday == 0)
    }

    @Test("adding days crosses months, leap days and years")
    func arithmetic() throws {
        // setup
        let day = try #require(CivilDay(year: 2024, month: 2, day: 28))
        // act / check
        #expect(day.adding(days: 1).description == "2024-02-29")
        #expect(day.adding(days: 2).description == "2024-03-01")
        #expect(day.adding(days: 366).description == "2025-02-28")
        #expect(day.adding(days: -59).description == "2023-12-31")
    }

    @Test("a year runs from January 1st to December 31st; 2024 has 366 days")
    func year() {
        // act
        let year = CivilDay.year(2024)
        // check
        #expect(year.lowerBound.description == "2024-01-01")
        #expect(year.upperBound.description == "2024-12-31")
        #expect(year.upperBound.daysSinceEpoch - year.lowerBound.daysSinceEpoch + 1 == 366)
    }
}
