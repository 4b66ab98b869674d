import Foundation
import Testing

@testable import LaunchKit
@testable import LaunchLibrary

@Suite("Localized, precision-aware text")
struct FormattingTests {
    /// 2026-03-15T16:00:00Z
    static let net = Date(timeIntervalSince1970: 1_773_590_400)

    @Test(arguments: [
        ("en", "NET March 2026", "Q1 2026", "H2 2026", "NET 2026"),
        ("tr", "En erken Mart 2026", "2026 1. çeyrek", "2026 2. yarı", "En erken 2026"),
        ("fr", "Au plus tôt mars 2026", "T1 2026", "S2 2026", "Au plus tôt 2026"),
    ])
    func coarsePrecisionsNeverShowATime(language: String, month: String, quarter: String, half: String, year: String) {
        // setup
        let text = NetDateText(formatting: .utc(language))
        // act / check
        #expect(text.text(net: Self.net, precision: .month) == month)
        #expect(text.text(net: Self.net, precision: .quarter(1)) == quarter)
        #expect(text.text(net: Self.net, precision: .half(2)) == half)
        #expect(text.text(net: Self.net, precision: .year) == year)
        #expect(!text.text(net: Self.net, precision: .day).contains("16"))
    }

    @Test(arguments: [("en", "4:00", "7:00"), ("tr", "16:00", "19:00"), ("fr", "16:00", "19:00")])
    func exactPrecisionShowsTheTimeInTheUsersZone(language: String, time: String, istanbulTime: String) {
        // setup
        let utc = NetDateText(formatting: .utc(language))
        let istanbul = NetDateText(formatting: LaunchFormatting(
            locale: Locale(identifier: language), timeZone: TimeZone(identifier: "Europe/Istanbul")!))
        // act
        let text = utc.text(net: Self.net, precision: .second)
        let local = istanbul.text(net: Self.net, precision: .minute)
        // check
        #expect(text.contains(time))
        #expect(text.contains("2026"))
        #expect(local.contains(istanbulTime))
        #expect(!text.contains("NET") && !text.contains("En erken") && !text.contains("Au plus tôt"))
    }

    @Test func missingPrecisionFollowsStatus() {
        // setup
        let tbd = makeLaunch(status: 2)
        let go = makeLaunch(status: 1)
        let text = NetDateText(formatting: .utc("en"))
        // act / check
        #expect(text.text(for: tbd) == "NET March 2026")
        #expect(text.text(for: go).contains("4:00"))
        #expect(text.text(for: makeLaunch(net: nil)) == "Date TBD")
    }

    @Test func countdownTextAndSpokenForm() {
        // setup
        let now = Self.net.addingTimeInterval(-(2 * 86_400 + 4 * 3_600 + 12 * 60 + 9))
        // act
        let before = Countdown(now: now, net: Self.net)
        let close = Countdown(now: Self.net.addingTimeInterval(-599), net: Self.net)
        let after = Countdown(now: Self.net.addingTimeInterval(65), net: Self.net)
        // check
        #expect(before.text(.utc("en")) == "T-2d 04:12:09")
        #expect(before.text(.utc("tr")).plainSpaces == "T-2 gün 04:12:09")
        #expect(before.text(.utc("fr")).plainSpaces == "T-2 j 04:12:09")
        #expect(close.text(.utc("fr")) == "T-00:09:59")
        #expect(after.text(.utc("tr")) == "T+00:01:05")
        #expect(before.accessibilityText(.utc("en")) == "2 days, 4 hours, 12 minutes until launch")
        #expect(before.accessibilityText(.utc("tr")).plainSpaces == "Fırlatmaya 2 gün 4 saat 12 dakika")
        #expect(after.accessibilityText(.utc("fr")).plainSpaces == "1 minute depuis le lancement")
        #expect(Countdown(now: Self.net.addingTimeInterval(-42), net: Self.net).accessibilityText(.utc("en")) == "42 seconds until launch")
    }

    @Test func freshnessNotesSayHowOldCachedDataIs() {
        // setup
        let en = LaunchFormatting.utc("en")
        let now = Self.net
        // act / check
        #expect(en.freshnessNote(.live, now: now) == nil)
        #expect(en.freshnessNote(.fallback(age: 7_300, reason: .offline), now: now) == "Offline · updated 2 hours ago")
        #expect(LaunchFormatting.utc("fr").freshnessNote(.fallback(age: 600, reason: .throttled), now: now)?.plainSpaces
            == "Limite atteinte · mis à jour il y a 10 minutes")
        #expect(LaunchFormatting.utc("tr").freshnessNote(.stale(age: 30), now: now) == "Güncelleniyor · şimdi")
        #expect(LaunchFormatting.utc("tr").freshnessNote(.fallback(age: 86_400, reason: .offline), now: now)
            == "Çevrimdışı · dün güncellendi")
    }
}
