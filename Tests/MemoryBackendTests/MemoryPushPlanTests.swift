import Foundation
import Localization
import ServerCore
import Testing

@testable import MemoryBackend

/// Memory Recap's pushes as planned (`MemoryPush.plan`): the next daily reminder at its minute in
/// the account's zone, the month's recap on the 1st, in the account's language. Delivery is
/// Tests/Push's.
@Suite("Memory push plan")
struct MemoryPushPlanTests {
    static let istanbul = TimeZone(identifier: "Europe/Istanbul")!

    static func utc(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    @Test("the reminder rings at its minute in the account's zone, today or else tomorrow; the recap on the 1st at that minute")
    func reminderAndRecap() {
        // setup: 20:30 in Istanbul (17:30 UTC)
        let morning = Self.utc("2026-11-29T10:00:00Z")
        let evening = Self.utc("2026-11-29T17:31:00Z")
        // act
        let today = MemoryPush.plan(minuteOfDay: 20 * 60 + 30, timeZone: Self.istanbul, language: .en, now: morning)
        let tomorrow = MemoryPush.plan(minuteOfDay: 20 * 60 + 30, timeZone: Self.istanbul, language: .en, now: evening)
        // check
        #expect(today.map(\.occurrence) == ["memory.reminder@2026-11-29", "memory.recap@2026-11"])
        #expect(today.map(\.at) == [Self.utc("2026-11-29T17:30:00Z"), Self.utc("2026-12-01T17:30:00Z")])
        #expect(today[0].message.title == "Keep today's memory" && today[0].message.url == "/memory/new")
        #expect(today[1].message.title == "Your November recap is ready")
        #expect(today[1].message.url == "/memory/summary?year=2026&month=11")
        #expect(tomorrow[0].occurrence == "memory.reminder@2026-11-30" && tomorrow[0].at == Self.utc("2026-11-30T17:30:00Z"))
    }

    @Test("on the 1st the ended month is announced until its minute, then next month's is planned")
    func recapRollsOver() {
        // act
        let before = MemoryPush.plan(minuteOfDay: nil, timeZone: Self.istanbul, language: .en, now: Self.utc("2027-01-01T05:00:00Z"))
        let after = MemoryPush.plan(minuteOfDay: nil, timeZone: Self.istanbul, language: .en, now: Self.utc("2027-01-01T06:01:00Z"))
        // check: no reminder (off), the recap at 09:00 local
        #expect(before.map(\.occurrence) == ["memory.recap@2026-12"] && before[0].at == Self.utc("2027-01-01T06:00:00Z"))
        #expect(after.map(\.occurrence) == ["memory.recap@2027-01"] && after[0].at == Self.utc("2027-02-01T06:00:00Z"))
        #expect(MemoryPush.plan(minuteOfDay: nil, timeZone: Self.istanbul, language: .en, recap: false, now: Self.utc("2027-01-01T05:00:00Z")).isEmpty,
                "no recap for an account without memories")
    }

    @Test("the recap's words are the account's language, the month as a sentence writes it")
    func languages() {
        let now = Self.utc("2026-11-29T10:00:00Z")
        // act
        let titles = [Language.tr, .fr].map { MemoryPush.plan(minuteOfDay: nil, timeZone: .gmt, language: $0, now: now)[0].message.title }
        // check
        #expect(titles == ["Kasım özetiniz hazır", "Votre récap de novembre est prêt"])
    }
}
