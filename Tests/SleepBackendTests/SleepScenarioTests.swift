import Fluent
import Foundation
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Testing
import Vapor

@Suite("The 14:00 nap scenario (docs/apps/sleep.md#scenario) and Today's buttons, through the server")
struct SleepScenarioTests {
    let istanbul = Wall("Europe/Istanbul")

    @Test("reminder 13:55 → snooze → 14:05 → start → wake alarm 14:25 → I'm awake → rated 4")
    func seedScenario() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 55))
        try await withSleepApp(clock: clock) { app in
            // setup: Biphasic E1 has the scenario's nap at 14:00
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            let reminder = "sleep.start.nap@2025-06-10"
            // act
            let before = try await browser.plan()
            let snooze = try await browser.answer(reminder, "snooze")
            let afterSnooze = try await browser.plan()
            let todayWhileSnoozed = try await browser.get("/sleep").body.string
            clock.now = istanbul.at(2025, 6, 10, 14, 5)
            let start = try await browser.answer(reminder + ".snooze1", "start")
            let whileAsleep = try await browser.nowState()
            clock.now = istanbul.at(2025, 6, 10, 14, 25)
            let awake = try await browser.answer("sleep.wake.nap@2025-06-10", "awake")
            let result = try SleepTestJSON.decode(ActionResultDTO.self, awake)
            let rate = try await browser.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "4"])
            // check
            #expect(before.requests.first?.id == "sleep.wake.nap@2025-06-10", "13:55's reminder has fired; the wake alarm is next")
            #expect(snooze.status == .ok)
            let snoozed = try #require(afterSnooze.requests.first)
            #expect(snoozed.id == reminder + ".snooze1" && istanbul.time(snoozed.fireDate) == "14:05")
            #expect(todayWhileSnoozed.contains("Nap snoozed until 2:05\u{202F}PM."), "Today says the reminder is snoozed and until when")
            #expect(start.status == .ok)
            #expect(whileAsleep.liveActivity?.occurrenceId == "nap@2025-06-10")
            #expect(whileAsleep.liveActivity.map { istanbul.time($0.endsAt) } == "14:25")
            #expect(whileAsleep.plan.requests.first.map { ($0.id, istanbul.time($0.fireDate)) } ?? ("", "") == ("sleep.wake.nap@2025-06-10", "14:25"))
            #expect(result.asksForRating && result.location == "/sleep?rate=nap%402025-06-10")
            #expect(rate.status == .ok)
            let row = try #require(try await SleepRecordRow.query(on: app.db).first())
            let record = try #require(row.record)
            #expect(record.status == .done && record.restedness?.rawValue == 4 && record.snoozeCount == 1)
            #expect(record.actualStart.map(istanbul.time) == "14:05" && record.actualEnd.map(istanbul.time) == "14:25")
        }
    }

    @Test("Today's Start and I'm awake as forms: redirects with a flash, then the rating sheet")
    func todayButtons() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 30))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            // act
            let start = try await browser.post("/sleep/start", form: [:])
            let again = try await browser.script(.POST, "/sleep/start")
            clock.now = istanbul.at(2025, 6, 10, 13, 48)
            let awake = try await browser.post("/sleep/awake", form: [:])
            let nothing = try await browser.script(.POST, "/sleep/awake")
            // check
            #expect(start.status == .seeOther && start.headers.first(name: .location) == "/sleep")
            #expect(again.status == .conflict && again.body.string.contains("sleep_block_running"), "\(again.status) \(again.body.string)")
            #expect(awake.headers.first(name: .location) == "/sleep?rate=nap%402025-06-10")
            #expect(nothing.status == .conflict)
            let record = try #require(try await SleepRecordRow.query(on: app.db).first()?.record)
            #expect(record.actualMinutes == 18 && record.status == .done)
        }
    }

    @Test("I'm awake moments after Start records nothing: Today says why, and the block can start again")
    func tooShortToCount() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 16, 10))
        try await withSleepApp(clock: clock) { app in
            // setup: the reviewer's case, the 22:00 core started six hours early
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            try await browser.post("/sleep/start", form: [:])
            // act
            clock.now = istanbul.at(2025, 6, 10, 16, 19)
            let awake = try await browser.post("/sleep/awake", form: [:])
            let today = try await browser.get("/sleep").body.string
            let restart = try await browser.script(.POST, "/sleep/start")
            // check
            #expect(awake.headers.first(name: .location) == "/sleep", "no rating for a block not slept")
            #expect(today.contains("Core ended under 10 minutes after it began, too short to count as sleep, so it is not recorded."))
            #expect(restart.status == .ok, "the core stays planned: it can start again")
            let rows = try await SleepRecordRow.query(on: app.db).all()
            #expect(rows.count == 1 && rows.first?.record?.status == .inProgress)
        }
    }

    @Test("the widget's Nap Başlat starts the named nap early; a block of the past or an unknown one is 404")
    func startNamedBlock() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 12, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            // act
            let past = try await browser.script(.POST, "/sleep/start", form: ["occurrence": "nap1@2025-06-10"])
            let unknown = try await browser.script(.POST, "/sleep/start", form: ["occurrence": "nap9@2025-06-10"])
            let nap = try await browser.script(.POST, "/sleep/start", form: ["occurrence": "nap3@2025-06-10"])
            let state = try await browser.nowState()
            // check
            #expect(past.status == .notFound && unknown.status == .notFound)
            #expect(nap.status == .ok)
            #expect(state.liveActivity?.occurrenceId == "nap3@2025-06-10")
            #expect(state.liveActivity.map { istanbul.time($0.endsAt) } == "12:20", "started early, it lasts its 20 minutes from now")
            #expect(!state.plan.requests.contains { $0.id == "sleep.start.nap3@2025-06-10" })
        }
    }

    @Test("a snooze chain stops at the limit and says so")
    func snoozeLimit() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 55))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            var id = "sleep.start.nap@2025-06-10"
            // act
            for n in 1...3 {
                try await browser.answer(id, "snooze")
                id = "sleep.start.nap@2025-06-10.snooze\(n)"
            }
            let fourth = try SleepTestJSON.decode(ActionResultDTO.self, try await browser.answer(id, "snooze"))
            let unknownAction = try await browser.answer(id, "explode")
            // check
            #expect(fourth.snoozeLimitReached)
            #expect(unknownAction.status == .notFound)
        }
    }

    @Test("a rating outside 1–5 names the field; a note too long is refused")
    func badRating() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 30))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            try await browser.script(.POST, "/sleep/start")
            try await browser.script(.POST, "/sleep/awake")
            // act
            let six = try await browser.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "6"])
            let long = try await browser.script(.POST, "/sleep/rate", form: [
                "occurrence": "nap@2025-06-10", "restedness": "3", "note": String(repeating: "ş", count: 501),
            ])
            // check
            #expect(six.status == .badRequest && six.body.string.contains("restedness"))
            #expect(long.status == .badRequest && long.body.string.contains("note"))
            #expect(try await SleepRecordRow.query(on: app.db).first()?.restedness == nil)
        }
    }

    @Test("starting a block that already has a record is 409 sleep_block_recorded, and the record stays")
    func startRecordedBlock() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 55))
        try await withSleepApp(clock: clock) { app in
            // setup: the nap is slept and rated
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            try await browser.script(.POST, "/sleep/start", form: ["occurrence": "nap@2025-06-10"])
            clock.now = istanbul.at(2025, 6, 10, 14, 15)
            try await browser.script(.POST, "/sleep/awake")
            try await browser.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "4"])
            // act
            let named = try await browser.script(.POST, "/sleep/start", form: ["occurrence": "nap@2025-06-10"])
            let fromReminder = try await browser.answer("sleep.start.nap@2025-06-10", "start")
            let form = try await browser.post("/sleep/start", form: ["occurrence": "nap@2025-06-10"])
            let page = try await browser.get("/sleep")
            // check
            #expect(named.status == .conflict && named.body.string.contains("sleep_block_recorded"), "\(named.status) \(named.body.string)")
            #expect(named.body.string.contains("already recorded (done)"))
            #expect(fromReminder.status == .conflict || fromReminder.status == .notFound, "\(fromReminder.status)")
            #expect(form.status == .seeOther)
            #expect(page.body.string.contains("This block is already recorded (Done)."), "the form gets the message as a banner")
            let record = try #require(try await SleepRecordRow.query(on: app.db).first()?.record)
            #expect(record.status == .done && record.restedness?.rawValue == 4 && record.actualEnd.map(istanbul.time) == "14:15")
        }
    }

    @Test("chosen at 15:00: that morning's blocks are not missed, not in History, not written down by a change")
    func plannedSince() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 15, 0))
        try await withSleepApp(clock: clock) { app in
            // setup: Everyman 3's naps at 04:10, 08:10 and 14:40 lie before the choice
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            try await browser.start(.everymanE3, zone: "Europe/Istanbul")
            clock.now = istanbul.at(2025, 6, 10, 16, 0)
            // act
            let history = try await browser.get("/sleep/history?month=2025-06").body.string
            try await browser.post("/sleep/schedule", form: everyman3Form { $0["minutes[0]"] = "30"; $0["confirm"] = "1" })
            let rows = try await SleepRecordRow.query(on: app.db).all()
            // check
            #expect(!history.contains("status-missed"), "no missed entries for blocks never planned")
            #expect(history.contains("0 of 1 block") && !history.contains("0 of 1 blocks"), "only the 21:00 core was planned on the first day")
            #expect(rows.isEmpty, "closing the day before a change wrote nothing: \(rows.map(\.occurrenceID))")
        }
    }
}
