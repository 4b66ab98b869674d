import Foundation
import Localization
import Testing

@testable import LaunchBackend

/// The detail page's "Window" fact: times alone when the window is one day in one offset.
@Suite("SpaceNasa detail: the launch window's text")
struct LaunchWindowTextTests {
    static let paris = TimeZone(identifier: "Europe/Paris")!
    static let hour: TimeInterval = 3_600

    @Test("a window within one day reads as two times; one that opens and closes at once, one time")
    func sameDay() {
        // setup: 2026-03-15T12:00Z is 13:00 in Paris
        let formats = LocalizedFormats(language: .fr, timeZone: Self.paris)
        let start = Date(timeIntervalSince1970: 1_773_576_000)
        // act
        let window = LaunchDetailPage.window(start, start.addingTimeInterval(2 * Self.hour), formats)
        let instant = LaunchDetailPage.window(start, start, formats)
        // check
        #expect(window == "13:00\u{2009}–\u{2009}15:00")
        #expect(instant == "13:00")
    }

    @Test("a window past midnight names both days; one across a clock change names both offsets")
    func pastMidnightAndClockChange() {
        // setup: 2026-03-15T22:30Z is 23:30 in Paris; 2026-10-25T00:30Z is 02:30 CEST, then 02:30 CET
        let formats = LocalizedFormats(language: .fr, timeZone: Self.paris)
        let lateEvening = Date(timeIntervalSince1970: 1_773_613_800)
        let fallBack = Date(timeIntervalSince1970: 1_792_888_200)
        // act
        let overnight = LaunchDetailPage.window(lateEvening, lateEvening.addingTimeInterval(Self.hour), formats)
        let repeated = LaunchDetailPage.window(fallBack, fallBack.addingTimeInterval(Self.hour), formats)
        // check
        #expect(overnight.contains("15") && overnight.contains("16") && overnight.contains("23:30") && overnight.contains("00:30"))
        #expect(repeated.contains("02:30 UTC+2") && repeated.contains("02:30 UTC+1"))
    }
}
