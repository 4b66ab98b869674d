import Foundation
import Testing

@testable import LaunchLibrary

@Suite("Dates and durations")
struct ValueParsingTests {
    @Test(arguments: [
        ("2022-07-15T00:44:20Z", 1_657_845_860.0),
        ("2024-11-14T13:39:34.250Z", 1_731_591_574.25),
        ("2024-11-14T15:39:34+02:00", 1_731_591_574.0),
        ("2017-05-25", 1_495_670_400.0),
        ("1998-11-20T06:40:00Z", 911_544_000.0),
    ])
    func parsesLL2DateShapes(text: String, epoch: Double) throws {
        // act
        let date = try #require(LL2Date.parse(text))
        // check
        #expect(abs(date.timeIntervalSince1970 - epoch) < 0.0001)
    }

    @Test(arguments: ["", "2022-13-01", "2022-07-15T25:00:00Z", "yesterday", "2022-07-15T00:44:20Q"])
    func rejectsMalformedDates(text: String) {
        #expect(LL2Date.parse(text) == nil)
    }

    @Test func agreesWithISO8601FormatterAcrossYears() throws {
        // setup
        let formatter = ISO8601DateFormatter()
        for year in stride(from: 1957, through: 2100, by: 7) {
            let text = "\(year)-03-01T12:34:56Z"
            // act
            let ours = LL2Date.parse(text)
            // check
            #expect(ours == formatter.date(from: text), "\(text)")
        }
    }

    static let durations: [(String, Double)] = [
        ("P4DT2H1M44S", 352_904),
        ("-PT38M", -2_280),
        ("PT1H5M", 3_900),
        ("P26DT13H50M", 2_296_200),
        ("PT0.5S", 0.5),
        ("P1W", 604_800),
    ]

    @Test(arguments: durations)
    func parsesDurations(text: String, seconds: Double) throws {
        // act
        let duration = try #require(ISO8601Duration(text))
        // check
        #expect(duration.seconds == seconds)
        #expect(duration.text == text)
    }

    @Test(arguments: ["", "P", "PT", "38M", "PT5X", "P1H", "PT1D"])
    func rejectsMalformedDurations(text: String) {
        #expect(ISO8601Duration(text) == nil)
    }

    @Test func netPrecisionReadsNamesBeforeIDs() {
        #expect(NetPrecision(id: 0, name: "Second", abbrev: "SEC").kind == .second)
        #expect(NetPrecision(id: 7, name: "Month", abbrev: "MONTH").kind == .month)
        #expect(NetPrecision(id: 99, name: "Quarter 1", abbrev: "Q1").kind == .quarter(1))
        #expect(NetPrecision(id: 12, name: "Something new", abbrev: nil).kind == .half(1))
    }
}
