import Fluent
import Foundation
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import MemoryBackend

/// The daily reminder in Settings: a time per account and the private calendar link that rings
/// it (ServerCore's `PrivateFeedToken`). The feed of the first case is also written to
/// `test-artifacts/memory-reminder/`, where `Tests/Calendar/test_memory_reminder.py` reads it
/// with a real iCalendar library.
@Suite("Memory daily reminder")
struct DailyReminderTests {
    static let now = Date(timeIntervalSince1970: 1_763_900_000)  // 23 Nov 2025, 12:13 UTC
    static var folder: URL { TestPaths.packageRoot.appendingPathComponent("test-artifacts/memory-reminder", isDirectory: true) }

    /// The calendar link on the settings page, as a path on this server.
    static func feedPath(_ page: String) throws -> String {
        let match = try #require(page.firstMatch(of: #/value="http://[^/"]+(/memory/reminder/[0-9a-f-]+\.[0-9]+\.[^".]+\.ics)\?lang=(en|tr)"/#))
        return String(match.output.1)
    }

    @Test("a time set in Settings rings daily in my calendar feed, with an alarm at that time; empty turns it off")
    func timeAndFeed() async throws {
        try await withMemoryApp(clock: { Self.now }) { app in
            // setup
            let ayse = WebClient(app)
            try await ayse.register(email: "ayse@example.com")
            let before = try await ayse.get("/memory/settings").body.string
            let feedPath = try Self.feedPath(before)
            let unset = try await WebClient(app).get(feedPath).body.string
            // act
            let saved = try await ayse.post("/memory/settings/reminder", form: ["time": "20:30"])
            let page = try await ayse.get("/memory/settings").body.string
            let feed = try await WebClient(app).get(feedPath)  // a calendar app: no session
            let turkish = try await WebClient(app).get(feedPath + "?lang=tr").body.string
            try await ayse.post("/memory/settings/reminder", form: ["time": ""])
            let off = try await WebClient(app).get(feedPath).body.string
            // check
            #expect(!unset.contains("BEGIN:VEVENT"), "no time yet, nothing rings")
            #expect(saved.status == .seeOther)
            #expect(page.contains(#"type="time""#) && page.contains(#"value="20:30""#))
            #expect(page.contains("Daily reminder set for 20:30."))
            #expect(try Self.feedPath(page) == feedPath, "the link stays the same while it is not reset")
            #expect(feed.status == .ok && feed.headers.contentType?.subType == "calendar")
            let ics = feed.body.string
            #expect(ics.contains("DTSTART:20251123T203000\r\n"), "floating: 20:30 wherever the phone is")
            #expect(ics.contains("RRULE:FREQ=DAILY\r\n") && ics.contains("TRIGGER:PT0M\r\n") && ics.contains("ACTION:DISPLAY\r\n"))
            #expect(ics.contains("SUMMARY:Keep today's memory\r\n"))
            #expect(turkish.contains("SUMMARY:Bugünün anısını kaydedin\r\n"), "the language the page gave the link")
            #expect(!off.contains("BEGIN:VEVENT"))
            try Self.write("daily-2030", ics: ics, time: "20:30", title: "Keep today's memory")
        }
    }

    @Test("a time that is not one is refused with the field named, and nothing changes")
    func badTime() async throws {
        try await withMemoryApp(clock: { Self.now }) { app in
            let ayse = WebClient(app)
            try await ayse.register(email: "ayse@example.com")
            try await ayse.get("/memory/settings")
            try await ayse.post("/memory/settings/reminder", form: ["time": "07:05"])
            try await ayse.get("/memory/settings")
            for bad in ["25:00", "7pm", "20:61", "٢٠:٣٠"] {
                let refused = try await ayse.post("/memory/settings/reminder", form: ["time": bad])
                #expect(refused.status == .badRequest, "\(bad)")
                #expect(refused.body.string.contains("Enter a time such as 20:30, or leave it empty."))
                #expect(refused.body.string.contains(#"aria-invalid="true""#))
            }
            let id = try #require(try await User.query(on: app.db).first()?.requireID())
            let stored = try await MemoryReads.live(app.db.sql).reminder(id)
            #expect(stored.minuteOfDay == 7 * 60 + 5)
        }
    }

    @Test("another account's link, a forged or reset one and another app's token are 404; the feed goes with the account")
    func isolationResetAndDeletion() async throws {
        try await withMemoryApp(clock: { Self.now }) { app in
            // setup
            let ayse = WebClient(app)
            try await ayse.register(email: "ayse@example.com")
            let bora = WebClient(app)
            try await bora.register(email: "bora@example.com")
            try await ayse.get("/memory/settings")
            try await ayse.post("/memory/settings/reminder", form: ["time": "21:00"])
            let ayseFeed = try Self.feedPath(try await ayse.get("/memory/settings").body.string)
            let boraFeed = try Self.feedPath(try await bora.get("/memory/settings").body.string)
            let ayseID = try #require(try await User.query(on: app.db).filter(\.$email == "ayse@example.com").first()?.requireID())
            let boraID = try #require(try await User.query(on: app.db).filter(\.$email == "bora@example.com").first()?.requireID())
            // act
            let boraBody = try await bora.get(boraFeed).body.string
            let forged = try await bora.get(boraFeed.replacingOccurrences(of: boraID.uuidString.lowercased(), with: ayseID.uuidString.lowercased()))
            let nextGeneration = try await bora.get(ayseFeed.replacingOccurrences(of: ".1.", with: ".2."))
            let sleepToken = PrivateFeedToken(secret: app.config.signingSecret, purpose: "sleep-calendar")
            let otherPurpose = try await bora.get("/memory/reminder/\(sleepToken.token(userID: ayseID, generation: 1)).ics")
            try await ayse.get("/memory/settings")
            try await ayse.post("/memory/settings/reminder/reset", form: [:])
            let afterReset = try await WebClient(app).get(ayseFeed)
            let newFeed = try Self.feedPath(try await ayse.get("/memory/settings").body.string)
            let newFeedBody = try await WebClient(app).get(newFeed)
            try await ayse.get("/account/delete")
            let deleted = try await ayse.post("/account/delete", form: ["password": "correct horse battery"])
            let afterDeletion = try await WebClient(app).get(newFeed)
            // check
            #expect(!boraBody.contains("BEGIN:VEVENT"), "Bora's feed has none of Ayşe's reminder")
            #expect(forged.status == .notFound && nextGeneration.status == .notFound && otherPurpose.status == .notFound)
            #expect(afterReset.status == .notFound)
            #expect(newFeed != ayseFeed && newFeedBody.status == .ok && newFeedBody.body.string.contains("DTSTART:20251123T210000"))
            #expect(deleted.status == .seeOther)
            #expect(afterDeletion.status == .notFound)
            #expect(try await DailyReminderRecord.query(on: app.db).filter(\.$ownerID == ayseID).count() == 0, "deleted with the account")
        }
    }

    /// The feed and what it must ring, for the Python check.
    static func write(_ name: String, ics: String, time: String, title: String) throws {
        let expected: [String: Any] = ["time": time, "title": title, "calendarName": "Memory Recap reminder"]
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(ics.utf8).write(to: folder.appendingPathComponent("\(name).ics"))
        let json = try JSONSerialization.data(withJSONObject: expected, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: folder.appendingPathComponent("\(name).expected.json"))
    }
}
