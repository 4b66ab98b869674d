import Testing

@testable import MemoryKit

@Suite("Local dates")
struct LocalDateTests {
    @Test(
        "days since the epoch",
        arguments: [
            (LocalDate(year: 1970, month: 1, day: 1), 0),
            (LocalDate(year: 2000, month: 3, day: 1), 11_017),
            (LocalDate(year: 2024, month: 2, day: 29), 19_782),
            (LocalDate(year: 1969, month: 12, day: 31), -1),
            (LocalDate(year: 1900, month: 1, day: 1), -25_567),
        ])
    func epochDays(date: LocalDate, days: Int) {
        #expect(date.daysSinceEpoch == days)
        #expect(LocalDate(daysSinceEpoch: days) == date)
    }

    @Test("round trip over two centuries")
    func roundTrip() {
        for days in stride(from: -30_000, through: 40_000, by: 7) {
            #expect(LocalDate(daysSinceEpoch: days).daysSinceEpoch == days)
        }
    }

    @Test("the offset decides the day near midnight")
    func offsets() {
        // 2024-01-31T23:00:00Z
        let seconds = 1_706_742_000.0
        #expect(LocalDate(secondsSince1970: seconds, utcOffsetSeconds: 0).description == "2024-01-31")
        #expect(LocalDate(secondsSince1970: seconds, utcOffsetSeconds: 3 * 3600).description == "2024-02-01")
        #expect(LocalDate(secondsSince1970: 0, utcOffsetSeconds: -3600).description == "1969-12-31")
    }

    @Test("month lengths and leap years")
    func lengths() {
        #expect(LocalDate.daysIn(year: 2024, month: 2) == 29)
        #expect(LocalDate.daysIn(year: 1900, month: 2) == 28)
        #expect(LocalDate.daysIn(year: 2000, month: 2) == 29)
        #expect(SummaryPeriod.year(2023).dayCount == 365)
        #expect(SummaryPeriod.month(year: 2024, month: 4).dayCount == 30)
    }

    @Test("period parameters are validated by name")
    func periodValidation() {
        #expect(throws: ValidationError([FieldIssue(field: "month", reason: .outOfRange)])) {
            try SummaryPeriod.month(year: 2024, month: 13).validate()
        }
        #expect(throws: ValidationError([FieldIssue(field: "year", reason: .outOfRange)])) {
            try SummaryPeriod.year(10_000).validate()
        }
    }
}
