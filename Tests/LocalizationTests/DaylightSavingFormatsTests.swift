import Foundation
import Localization
import Testing

/// Instants around the 2026 DST changes: Paris (fr) and New York (en) move their clocks,
/// Istanbul (tr) has kept UTC+3 all year since 2016.
enum ClockChange {
    static let paris = TimeZone(identifier: "Europe/Paris")!
    static let newYork = TimeZone(identifier: "America/New_York")!
    static let istanbul = TimeZone(identifier: "Europe/Istanbul")!
    /// 2026-03-29T00:30Z: 01:30 CET; one hour later 03:30 CEST (02:00 → 03:00 never happens).
    static let parisSpring = Date(timeIntervalSince1970: 1_774_744_200)
    /// 2026-10-25T00:30Z: 02:30 CEST; one hour later 02:30 again, CET (03:00 → 02:00).
    static let parisFall = Date(timeIntervalSince1970: 1_792_888_200)
    /// 2026-11-01T05:30Z: 01:30 EDT; one hour later 01:30 again, EST.
    static let newYorkFall = Date(timeIntervalSince1970: 1_793_511_000)
    static let hour: TimeInterval = 3_600
}

@Suite("Dates and times across DST changes")
struct DaylightSavingFormatsTests {
    @Test("Paris spring-forward in French: one elapsed hour reads 01:30 → 03:30, 24-hour clock")
    func parisSpringForward() {
        // setup
        let formats = LocalizedFormats(language: .fr, timeZone: ClockChange.paris)
        let before = ClockChange.parisSpring
        let after = before.addingTimeInterval(ClockChange.hour)
        // act
        let times = [formats.time(before), formats.time(after)]
        let range = formats.dateRange(before..<after, showsTime: true)
        // check
        #expect(times == ["01:30", "03:30"])
        #expect(formats.dateTime(before) == "29 mars 2026 à 01:30")
        #expect(range.plainSpaces == "29 mars 2026 à 01:30 UTC+1 – 03:30 UTC+2")
        #expect(formats.relative(before, to: after).plainSpaces == "il y a 1 heure")
        #expect(formats.duration(seconds: Int(after.timeIntervalSince(before)), width: .wide).plainSpaces == "1 heure")
    }

    @Test("Paris fall-back in French: the repeated 02:30 is told apart by its offset")
    func parisFallBack() {
        // setup
        let formats = LocalizedFormats(language: .fr, timeZone: ClockChange.paris)
        let first = ClockChange.parisFall
        let second = first.addingTimeInterval(ClockChange.hour)
        // act
        let range = formats.dateRange(first..<second, showsTime: true)
        // check: the plain clock reads the same twice; the zoned one and the range do not
        #expect(formats.time(first) == "02:30" && formats.time(second) == "02:30")
        #expect(formats.zonedTime(first) == "02:30 UTC+2")
        #expect(formats.zonedTime(second) == "02:30 UTC+1")
        #expect(formats.zonedDateTime(second).plainSpaces == "25 oct. 2026 à 02:30 UTC+1")
        #expect(range.plainSpaces == "25 oct. 2026 à 02:30 UTC+2 – 02:30 UTC+1")
    }

    @Test("New York fall-back in English: 1:30 AM twice, EDT then EST")
    func newYorkFallBack() {
        // setup
        let formats = LocalizedFormats(language: .en, timeZone: ClockChange.newYork)
        let first = ClockChange.newYorkFall
        let second = first.addingTimeInterval(ClockChange.hour)
        // act
        let range = formats.dateRange(first..<second, showsTime: true)
        // check
        #expect(formats.time(first).plainSpaces == "1:30 AM" && formats.time(second).plainSpaces == "1:30 AM")
        #expect(formats.zonedTime(first).plainSpaces == "1:30 AM EDT")
        #expect(formats.zonedTime(second).plainSpaces == "1:30 AM EST")
        #expect(formats.zonedDateTime(first).plainSpaces == "Nov 1, 2026 at 1:30 AM EDT")
        #expect(range.plainSpaces == "Nov 1, 2026 at 1:30 AM EDT – 1:30 AM EST")
    }

    @Test("a range whose offset does not change keeps Foundation's shared form")
    func rangeWithinOneOffset() {
        // setup: the hour before Paris's spring change, all CET
        let formats = LocalizedFormats(language: .fr, timeZone: ClockChange.paris)
        let start = ClockChange.parisSpring.addingTimeInterval(-ClockChange.hour)
        // act
        let range = formats.dateRange(start..<ClockChange.parisSpring, showsTime: true)
        // check
        #expect(range.plainSpaces == "29 mars 2026, 00:30 – 01:30")
    }

    @Test("Istanbul in Turkish: the same instants are an hour apart on the wall, every time",
          arguments: [ClockChange.parisSpring, ClockChange.parisFall])
    func istanbulHasNoChange(instant: Date) {
        // setup
        let formats = LocalizedFormats(language: .tr, timeZone: ClockChange.istanbul)
        let later = instant.addingTimeInterval(ClockChange.hour)
        // act
        let range = formats.dateRange(instant..<later, showsTime: true)
        // check
        #expect([formats.time(instant), formats.time(later)] == ["03:30", "04:30"])
        #expect(range.hasSuffix("03:30–04:30"))
        #expect(!range.contains("GMT") && !range.contains("UTC"))
    }

    @Test("the calendar day is the reader's: the night of the change belongs to the 25th in Paris, the 24th in New York")
    func dayOfTheChange() {
        // setup: 2026-10-24T22:30Z is 00:30 CEST on the 25th in Paris, 18:30 EDT on the 24th in New York
        let instant = ClockChange.parisFall.addingTimeInterval(-2 * ClockChange.hour)
        // act
        let paris = LocalizedFormats(language: .fr, timeZone: ClockChange.paris).date(instant, .complete)
        let newYork = LocalizedFormats(language: .en, timeZone: ClockChange.newYork).date(instant, .complete)
        // check
        #expect(paris == "dimanche 25 octobre 2026")
        #expect(newYork == "Saturday, October 24, 2026")
    }
}
