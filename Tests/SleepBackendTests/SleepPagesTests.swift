import Fluent
import Foundation
import ServerTestSupport
import SleepKit
import Testing
import Vapor
import VaporTesting

@testable import SleepBackend

/// The pages through the server: each shows the signed-in account's data only, and a form
/// with bad input comes back with the problem named, in the reader's language.
@Suite("PolySleep pages through the server")
struct SleepPagesTests {
    let istanbul = Wall("Europe/Istanbul")

    @Test("before a schedule every tab leads to Get started; signed out, to sign-in")
    func firstVisit() async throws {
        try await withSleepApp(clock: ManualClock(istanbul.at(2025, 6, 10, 9))) { app in
            // setup
            let anonymous = WebClient(app)
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            // act
            let signedOut = try await anonymous.get("/sleep")
            let today = try await a.get("/sleep")
            let history = try await a.get("/sleep/history")
            let welcome = try await a.get("/sleep/welcome")
            // check
            #expect(signedOut.status == .seeOther && signedOut.headers.first(name: .location)?.hasPrefix("/account/login") == true)
            #expect(today.headers.first(name: .location) == "/sleep/welcome")
            #expect(history.headers.first(name: .location) == "/sleep/welcome")
            #expect(welcome.status == .ok && welcome.body.string.contains("Everyman E3"))
        }
    }

    @Test("History, Today and Alarms show the account's own records, notes and link only")
    func ownDataOnly() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 30))
        try await withSleepApp(clock: clock) { app in
            // setup: A naps and writes a note; B follows the same schedule
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.biphasicE1, zone: "Europe/Istanbul")
            try await a.script(.POST, "/sleep/start")
            clock.now = istanbul.at(2025, 6, 10, 13, 50)
            try await a.script(.POST, "/sleep/awake")
            try await a.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "4", "note": "A's secret nap"])
            let b = try await WebClient.sleeper(app, as: "b@example.com")
            try await b.start(.biphasicE1, zone: "Europe/Istanbul")
            // act
            let aHistory = try await a.get("/sleep/history?month=2025-06").body.string
            let bHistory = try await b.get("/sleep/history?month=2025-06").body.string
            let aAlarms = try await a.get("/sleep/alarms").body.string
            let bAlarms = try await b.get("/sleep/alarms").body.string
            // check
            #expect(aHistory.contains("A&#39;s secret nap") || aHistory.contains("A's secret nap"))
            #expect(aHistory.contains("Felt 4/5"))
            #expect(!bHistory.contains("secret nap") && !bHistory.contains("Felt 4/5"))
            let feed = CalendarFeed(secret: app.config.signingSecret)
            let aID = try #require(try await SleepProfile.query(on: app.db).all().first { aAlarms.contains($0.$owner.id.uuidString.lowercased()) })
            #expect(!bAlarms.contains(feed.token(userID: aID.$owner.id, generation: 1)))
        }
    }

    @Test("an overlap in the editor comes back as the editor with the kit's message, in Turkish; nothing is saved")
    func editorOverlap() async throws {
        try await withSleepApp(clock: ManualClock(istanbul.at(2025, 6, 10, 9))) { app in
            // setup
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.everymanE3, zone: "Europe/Istanbul")
            a.acceptLanguage = "tr"
            let before = try await SleepScheduleVersion.query(on: app.db).first()?.schedule
            // act: the third row (Nap 3) moved onto Nap 1, as a page's form (no JSON)
            let response = try await a.post("/sleep/schedule", form: everyman3Form { $0["start[2]"] = "04:20" })
            // check
            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains("çakışıyor"))
            #expect(response.body.string.contains("value=\"04:20\""), "the rows come back as typed")
            #expect(try await SleepScheduleVersion.query(on: app.db).first()?.schedule == before)
        }
    }

    @Test("wrong alarm settings come back as typed, each naming what it accepts; the rest keeps what was sent")
    func alarmErrorsKeepTyping() async throws {
        try await withSleepApp(clock: ManualClock(istanbul.at(2025, 6, 10, 13, 30))) { app in
            // setup
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.biphasicE1, zone: "Europe/Istanbul")
            // act: 999 and nothing in two minutes fields; the sound changed to vibration
            let page = try await a.post("/sleep/alarms", form: [
                "alertStyle": "vibration", "frequency": "all", "startLeadMinutes": "999", "startSnoozeMinutes": "",
                "wakeSnoozeMinutes": "7", "dailyReminderTime": "08:00",
            ]).body.string
            // check
            #expect(page.contains("id=\"field-startLeadMinutes\" class=\"field-input cell-value\" value=\"999\""), "999 stays to be corrected")
            #expect(page.contains("id=\"field-startSnoozeMinutes\" class=\"field-input cell-value\" value=\"\""), "empty stays empty")
            #expect(page.contains("id=\"field-wakeSnoozeMinutes\" class=\"field-input cell-value\" value=\"7\""))
            #expect(page.contains("Enter a whole number of minutes from 0 to 60."))
            #expect(page.contains("Enter a whole number of minutes from 1 to 30."))
            #expect(!page.contains("Check this value."))
            #expect(page.contains("value=\"vibration\" checked"), "the valid choices stay as sent")
        }
    }

    @Test("a wrong alarm setting comes back marked; Start twice says a block is running")
    func formErrors() async throws {
        try await withSleepApp(clock: ManualClock(istanbul.at(2025, 6, 10, 13, 30))) { app in
            // setup
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.biphasicE1, zone: "Europe/Istanbul")
            // act
            let settings = try await a.post("/sleep/alarms", form: [
                "alertStyle": "sound", "frequency": "all", "startLeadMinutes": "5", "startSnoozeMinutes": "10",
                "wakeSnoozeMinutes": "99", "dailyReminderTime": "08:00",
            ])
            try await a.post("/sleep/start", form: [:])
            let second = try await a.post("/sleep/start", form: [:])
            let today = try await a.get("/sleep")
            // check
            #expect(settings.status == .unprocessableEntity)
            #expect(settings.body.string.contains("name=\"wakeSnoozeMinutes\" id=\"field-wakeSnoozeMinutes\" class=\"field-input cell-value\" value=\"99\"")
                    || settings.body.string.contains("aria-invalid=\"true\""))
            #expect(second.status == .seeOther)
            #expect(today.body.string.contains("Another block is still running"))
            #expect(today.body.string.contains("I&#39;m Awake") || today.body.string.contains("I'm Awake"))
        }
    }
}
