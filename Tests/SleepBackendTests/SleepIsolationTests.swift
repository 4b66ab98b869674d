import Fluent
import Foundation
import ServerCore
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Testing
import Vapor

@Suite("One account never reaches another's sleep")
struct SleepIsolationTests {
    let istanbul = Wall("Europe/Istanbul")

    func userID(_ app: Application, _ email: String) async throws -> UUID {
        try #require(try await User.query(on: app.db).filter(\.$email == email).first()?.requireID())
    }

    @Test("another account's records, alarms and calendar answer 404; its own still work")
    func isolation() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 30))
        try await withSleepApp(clock: clock) { app in
            // setup: A slept a nap and has a feed; B has the same template
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.biphasicE1, zone: "Europe/Istanbul")
            try await a.script(.POST, "/sleep/start")
            clock.now = istanbul.at(2025, 6, 10, 13, 50)
            try await a.script(.POST, "/sleep/awake")
            let b = try await WebClient.sleeper(app, as: "b@example.com")
            let feed = CalendarFeed(secret: app.config.signingSecret)
            let aToken = feed.token(userID: try await userID(app, "a@example.com"), generation: 1)
            // act
            let bBeforeStart = try await b.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "1"])
            try await b.start(.biphasicE1, zone: "Europe/Istanbul")
            let bRates = try await b.script(.POST, "/sleep/rate", form: ["occurrence": "nap@2025-06-10", "restedness": "1"])
            let bWakes = try await b.script(.POST, "/sleep/awake")
            let aFeed = try await b.get("/sleep/calendar/\(aToken).ics")
            let forged = try await b.get("/sleep/calendar/\(aToken.dropLast(2))xx.ics")
            let otherUser = try await b.get("/sleep/calendar/\(UUID().uuidString.lowercased()).1.\(aToken.split(separator: ".")[2]).ics")
            // check
            #expect(bBeforeStart.status == .conflict, "B has no schedule yet")
            #expect(bRates.status == .notFound && bWakes.status == .conflict)
            #expect(aFeed.status == .ok, "the link itself is the key: anyone holding it reads the feed, as with any calendar link")
            #expect(forged.status == .notFound && otherUser.status == .notFound)
            let records = try await SleepRecordRow.query(on: app.db).all()
            #expect(records.count == 1 && records.first?.restedness == nil)
        }
    }

    @Test("resetting the calendar link ends the old URL")
    func resetLink() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 9))
        try await withSleepApp(clock: clock) { app in
            // setup
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.everymanE3, zone: "Europe/Istanbul")
            let feed = CalendarFeed(secret: app.config.signingSecret)
            let id = try await userID(app, "a@example.com")
            // act
            let reset = try await a.post("/sleep/alarms/calendar", form: [:])
            let old = try await a.get("/sleep/calendar/\(feed.token(userID: id, generation: 1)).ics")
            let new = try await a.get("/sleep/calendar/\(feed.token(userID: id, generation: 2)).ics")
            // check
            #expect(reset.status == .seeOther)
            #expect(old.status == .notFound && new.status == .ok)
            #expect(new.headers.contentType?.subType == "calendar")
        }
    }

    @Test("deleting the account deletes its profile, schedules, records and snoozes")
    func accountDeletion() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 55))
        try await withSleepApp(clock: clock) { app in
            // setup
            let a = try await WebClient.sleeper(app, as: "a@example.com")
            try await a.start(.biphasicE1, zone: "Europe/Istanbul")
            try await a.answer("sleep.start.nap@2025-06-10", "snooze")
            try await a.script(.POST, "/sleep/start")
            let b = try await WebClient.sleeper(app, as: "b@example.com")
            try await b.start(.everymanE3, zone: "Europe/Istanbul")
            // act
            try await a.get("/account/delete")
            let deleted = try await a.post("/account/delete", form: ["password": "correct horse battery"])
            // check
            #expect(deleted.status == .seeOther)
            #expect(try await SleepProfile.query(on: app.db).count() == 1)
            #expect(try await SleepScheduleVersion.query(on: app.db).count() == 1)
            #expect(try await SleepRecordRow.query(on: app.db).count() == 0)
            #expect(try await SleepActiveRequest.query(on: app.db).count() == 0)
        }
    }
}
