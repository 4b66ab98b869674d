import Fluent
import Foundation
import ServerCore
import ServerTestSupport
@testable import SleepBackend
import SleepKit
import Testing
import Vapor

/// The reads every PolySleep page makes go straight from SQL (`SleepReads`); these pin
/// down what they return on SQLite and PostgreSQL alike.
@Suite("PolySleep's page reads: the window, blocks in progress, the owner")
struct SleepStoreReadTests {
    let istanbul = Wall("Europe/Istanbul")

    private func record(_ id: String, day: Int, hour: Int, _ status: BlockStatus) -> BlockRecord {
        let start = istanbul.at(2025, 6, day, hour)
        let block = SleepBlock(id: id, start: TimeOfDay(minutes: hour * 60), durationMinutes: 20, kind: .nap)
        return BlockRecord(occurrence: BlockOccurrence(block: block, day: DayKey(year: 2025, month: 6, day: day), start: start),
                           status: status, actualStart: status == .done ? start : nil,
                           actualEnd: status == .done ? start.addingTimeInterval(20 * 60) : nil,
                           restedness: status == .done ? Restedness(rawValue: 4) : nil, note: "n-\(id)")
    }

    @Test("History holds the window's records and a block still in progress from before it, never another account's")
    func historyWindow() async throws {
        try await withSleepApp(clock: ManualClock(istanbul.at(2025, 6, 12, 9))) { app in
            // setup: two accounts; A has records before, inside and after the window, B one inside it
            _ = try await WebClient.sleeper(app, as: "a@example.com")
            _ = try await WebClient.sleeper(app, as: "b@example.com")
            let a = SleepStore(db: app.db, ownerID: try await userID(app, "a@example.com"))
            let b = SleepStore(db: app.db, ownerID: try await userID(app, "b@example.com"))
            let now = istanbul.at(2025, 6, 12, 9)
            try await a.save([
                record("early", day: 9, hour: 14, .done), record("running", day: 9, hour: 23, .inProgress),
                record("inside", day: 11, hour: 14, .done), record("missed", day: 11, hour: 20, .missed),
                record("later", day: 14, hour: 14, .done),
            ], now: now)
            try await b.save([record("theirs", day: 11, hour: 15, .done)], now: now)
            let window = DateInterval(start: istanbul.at(2025, 6, 10, 0), end: istanbul.at(2025, 6, 13, 0))
            // act
            let history = try await a.reads.history(a.ownerID, window)
            // check
            #expect(Set(history.records.values.map(\.occurrence.blockId)) == ["running", "inside", "missed"])
            let inside = try #require(history.records.values.first { $0.occurrence.blockId == "inside" })
            #expect(inside == record("inside", day: 11, hour: 14, .done), "every column comes back as saved")
            #expect(try await b.reads.history(b.ownerID, window).records.values.map(\.occurrence.blockId) == ["theirs"])
        }
    }

    @Test("The account is nil before a schedule and holds its versions after; snoozes are the owner's and unexpired")
    func accountAndSnoozes() async throws {
        let clock = ManualClock(istanbul.at(2025, 6, 10, 13, 30))
        try await withSleepApp(clock: clock) { app in
            // setup
            let browser = try await WebClient.sleeper(app, as: "a@example.com")
            let store = SleepStore(db: app.db, ownerID: try await userID(app, "a@example.com"))
            let before = try await store.reads.account(store.ownerID)
            try await browser.start(.biphasicE1, zone: "Europe/Istanbul")
            // act
            let account = try #require(try await store.reads.account(store.ownerID))
            // check
            #expect(before == nil)
            #expect(account.timeZone.identifier == "Europe/Istanbul")
            #expect(account.versions.count == 1 && account.versions[0].day == DayKey(year: 2025, month: 6, day: 10))
            #expect(account.settings == NotificationSettings())
            #expect(try await store.reads.activeRequests(store.ownerID, clock.now).isEmpty)
        }
    }

    private func userID(_ app: Application, _ email: String) async throws -> UUID {
        try #require(try await User.query(on: app.db).filter(\.$email == email).first()?.requireID())
    }
}
