import Fluent
import Foundation
import ServerTestSupport
import SleepKit
import Testing
import Vapor
import VaporTesting

@testable import SleepBackend

/// History's entries as forms: status, times, restedness and note; the kit checks them and the
/// page names what is wrong; nobody reaches another account's entries.
@Suite("Editing a History entry")
struct SleepRecordEditTests {
    let istanbul = Wall("Europe/Istanbul")
    let path = "/sleep/history/nap@2025-06-10"

    /// A with Biphasic E1, its 14:00 nap slept 14:00–14:18 and rated 3.
    func sleptNap(_ app: Application, _ clock: ManualClock) async throws -> WebClient {
        let a = try await WebClient.sleeper(app, as: "a@example.com")
        clock.now = istanbul.at(2025, 6, 10, 13, 0)
        try await a.start(.biphasicE1, zone: "Europe/Istanbul")
        clock.now = istanbul.at(2025, 6, 10, 14, 0)
        try await a.script(.POST, "/sleep/start")
        clock.now = istanbul.at(2025, 6, 10, 14, 18)
        try await a.script(.POST, "/sleep/awake")
        try await a.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "3", "note": "A's nap"])
        clock.now = istanbul.at(2025, 6, 10, 18, 0)
        return a
    }

    @Test("the form shows the record; a corrected entry is saved and History shows it")
    func editAndSave() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let a = try await sleptNap(app, clock)
            // act
            let form = try await a.get(path).body.string
            let save = try await a.post(path, form: ["status": "done", "actualStart": "13:50", "actualEnd": "14:25",
                                                     "restedness": "5", "note": "Woke once"])
            let history = try await a.get("/sleep/history?month=2025-06").body.string
            // check
            #expect(form.contains(#"value="14:00""#) && form.contains(#"value="14:18""#), "\(form)")
            #expect(form.range(of: #"name="restedness" value="3"[^>]*checked"#, options: .regularExpression) != nil)
            #expect(save.status == .seeOther && save.headers.first(name: .location) == "/sleep/history?month=2025-06")
            let record = try #require(try await SleepRecordRow.query(on: app.db).first()?.record)
            #expect(record.actualStart.map(istanbul.time) == "13:50" && record.actualEnd.map(istanbul.time) == "14:25")
            #expect(record.restedness?.rawValue == 5 && record.note == "Woke once" && record.status == .done)
            #expect(history.contains("Slept 1:50\u{202F}PM–2:25\u{202F}PM") && history.contains("Entry saved."), "English reads a 12-hour clock")
            #expect(history.contains(#"href="/sleep/history/nap@2025-06-10""#) || history.contains(#"href="/sleep/history/nap%402025-06-10""#))
        }
    }

    @Test("marking a block missed drops its times and rating")
    func markMissed() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let a = try await sleptNap(app, clock)
            // act
            let save = try await a.script(.POST, path, form: ["status": "missed", "actualStart": "14:00", "actualEnd": "14:18",
                                                             "restedness": "3"])
            // check
            #expect(save.status == .noContent)
            let record = try #require(try await SleepRecordRow.query(on: app.db).first()?.record)
            #expect(record.status == .missed && record.actualStart == nil && record.restedness == nil)
        }
    }

    @Test("bad input comes back 422 with each problem named on its field, nothing saved")
    func validation() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let a = try await sleptNap(app, clock)
            // act
            let backwards = try await a.post(path, form: ["status": "done", "actualStart": "14:20", "actualEnd": "14:20"])
            let garbage = try await a.post(path, form: ["status": "snoozed", "actualStart": "25:99", "actualEnd": "14:20",
                                                        "restedness": "9"])
            let noTimes = try await a.script(.POST, path, form: ["status": "done", "actualStart": "14:00", "actualEnd": ""])
            // check
            #expect(backwards.status == .unprocessableEntity)
            #expect(backwards.body.string.contains("The wake-up time must be after the time you fell asleep."))
            #expect(backwards.body.string.contains(#"id="field-actualEnd-error""#))
            #expect(garbage.status == .unprocessableEntity)
            let page = garbage.body.string
            #expect(page.contains("Choose Done, Missed or Cancelled.") && page.contains("Enter a time such as 14:05."))
            #expect(page.contains(#"value="25:99""#), "what was typed comes back")
            #expect(noTimes.status == .unprocessableEntity && noTimes.body.string.contains("actualEnd"))
            let record = try #require(try await SleepRecordRow.query(on: app.db).first()?.record)
            #expect(record.actualStart.map(istanbul.time) == "14:00" && record.restedness?.rawValue == 3)
        }
    }

    @Test("another account's entry, a block not begun and an unknown id are 404")
    func isolation() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 0))
        try await withSleepApp(clock: clock) { app in
            // setup: B follows Everyman 3 (no "nap" block); C follows the same plan as A
            let a = try await sleptNap(app, clock)
            let b = try await WebClient.sleeper(app, as: "b@example.com")
            try await b.start(.everymanE3, zone: "Europe/Istanbul")
            let c = try await WebClient.sleeper(app, as: "c@example.com")
            try await c.start(.biphasicE1, zone: "Europe/Istanbul")
            // act
            let bPage = try await b.get(path)
            let bPost = try await b.script(.POST, path, form: ["status": "missed"])
            let cPage = try await c.get(path)
            let future = try await a.get("/sleep/history/nap@2025-06-11")
            let unknown = try await a.get("/sleep/history/nope@2025-06-10")
            // check
            #expect(bPage.status == .notFound && bPost.status == .notFound)
            #expect(cPage.status == .notFound, "C chose the plan at 18:00: its 14:00 nap was never planned")
            #expect(future.status == .notFound && unknown.status == .notFound)
            let rows = try await SleepRecordRow.query(on: app.db).all()
            #expect(rows.count == 1 && rows.first?.record?.note == "A's nap")
        }
    }

    @Test("Clear Entry removes the record; the block reads as missed; clearing again is 404")
    func clearEntry() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 0))
        try await withSleepApp(clock: clock) { app in
            // setup
            let a = try await sleptNap(app, clock)
            let form = try await a.get(path).body.string
            // act
            let clear = try await a.post(path + "/clear", form: [:])
            let history = try await a.get("/sleep/history?month=2025-06").body.string
            let again = try await a.script(.POST, path + "/clear")
            // check
            #expect(form.contains("Clear Entry"))
            #expect(clear.status == .seeOther && history.contains("Entry cleared."))
            #expect(history.contains("status-missed"))
            #expect(try await SleepRecordRow.query(on: app.db).count() == 0)
            #expect(again.status == .notFound)
        }
    }
}
