import Fluent
import Foundation
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Testing
import Vapor

@Suite("Wall times in the account's zone: a DST week, a week without DST, a trip")
struct SleepTimeZoneTests {
    /// Everyman 3: core 21:00, naps 04:10, 08:10, 14:40.
    static let e3 = ["core": "21:00", "nap1": "04:10", "nap2": "08:10", "nap3": "14:40"]

    /// Every start reminder and wake alarm of `plan` sits at its block's wall time in `wall`'s zone.
    func checkWallTimes(_ plan: PlanDTO, _ wall: Wall, lead: Int = 5) {
        for request in plan.requests {
            guard let occurrence = request.occurrenceId, let blockID = occurrence.split(separator: "@").first,
                let start = Self.e3[String(blockID)]
            else { continue }
            switch request.kind {
            case "blockStart":
                #expect(wall.time(request.fireDate.addingTimeInterval(TimeInterval(lead * 60))) == start, "\(request.id)")
            case "wakeAlarm":
                let minutes = blockID == "core" ? 180 : 20
                #expect(wall.time(request.fireDate.addingTimeInterval(TimeInterval(-minutes * 60))) == start, "\(request.id)")
            default: break
            }
        }
    }

    @Test("America/New_York across the spring change (9 March 2025): every block keeps its wall time")
    func newYorkDST() async throws {
        let newYork = Wall("America/New_York")
        let clock = ManualClock(newYork.at(2025, 3, 6, 12, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "ny@example.com")
            try await browser.start(.everymanE3, zone: "America/New_York")
            // act
            let plan = try await browser.plan()
            // check: 7 days × 4 blocks × (reminder + alarm), minus the morning's past ones, within 64
            #expect(plan.requests.count == 52 && plan.deferredCount == 0)
            checkWallTimes(plan, newYork)
            let nap1 = plan.requests.filter { $0.id.hasPrefix("sleep.start.nap1@") }.map(\.fireDate)
            let utc = ISO8601DateFormatter()
            // 04:05 EST (UTC−5) before the change, 04:05 EDT (UTC−4) after it.
            #expect(nap1.map(utc.string(from:)).prefix(4) == [
                "2025-03-07T09:05:00Z", "2025-03-08T09:05:00Z", "2025-03-09T08:05:00Z", "2025-03-10T08:05:00Z",
            ])
        }
    }

    @Test("Europe/Istanbul (no DST, UTC+3 all year): a week in October keeps the same offsets")
    func istanbulWeek() async throws {
        let istanbul = Wall("Europe/Istanbul")
        let clock = ManualClock(istanbul.at(2025, 10, 22, 12, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "ist@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            // act
            let plan = try await browser.plan()
            // check: across 26 October, when Europe changes its clocks and Istanbul does not
            checkWallTimes(plan, istanbul)
            let coreStarts = plan.requests.filter { $0.kind == "blockStart" && $0.id.contains(".core@") }
            #expect(coreStarts.count == 7)
            #expect(coreStarts.allSatisfy { Int($0.fireDate.timeIntervalSince1970) % 86_400 == (20 * 3600 + 55 * 60) - 3 * 3600 })
        }
    }

    @Test("a trip: the zone changes, later blocks move to the new wall clock, the past stays")
    func timeZoneChange() async throws {
        let istanbul = Wall("Europe/Istanbul"), newYork = Wall("America/New_York")
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 50))
        try await withSleepApp(clock: clock) { app in
            // setup: a nap slept in Istanbul
            let browser = try await WebClient.sleeper(app, as: "trip@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            clock.now = istanbul.at(2025, 6, 10, 14, 0)
            try await browser.script(.POST, "/sleep/start")
            clock.now = istanbul.at(2025, 6, 10, 14, 20)
            try await browser.script(.POST, "/sleep/awake")
            // act: landed in New York at 10:00 local
            clock.now = newYork.at(2025, 6, 11, 10, 0)
            let change = try await browser.script(.POST, "/sleep/timezone", form: ["timeZone": "America/New_York"])
            let bad = try await browser.script(.POST, "/sleep/timezone", form: ["timeZone": "Mars/Olympus"])
            let state = try await browser.nowState()
            // check
            #expect(change.status == .ok && bad.status == .badRequest)
            #expect(state.timeZone == "America/New_York")
            #expect(state.countdownTarget.map(newYork.time) == "14:00", "the next nap is at 14:00 New York time")
            let slept = try #require(try await SleepRecordRow.query(on: app.db).filter(\.$occurrenceID == "nap@2025-06-10").first())
            #expect(istanbul.time(try #require(slept.actualStart)) == "14:00", "the nap slept in Istanbul keeps its instant")
            let missed = try await SleepRecordRow.query(on: app.db).filter(\.$occurrenceID == "core@2025-06-10").first()
            #expect(missed?.status == "missed", "the unslept core of the old zone was written down before the change")
        }
    }
}
