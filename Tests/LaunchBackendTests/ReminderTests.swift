import Fluent
import Foundation
@testable import LaunchBackend
import LaunchKit
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// "Remind me" per account: the list, the private feed with its alarms, isolation and reset.
/// The feed of the first case is also written to `test-artifacts/launch-reminders/`, where
/// `Tests/Calendar/test_launch_reminders.py` reads it with a real iCalendar library.
@Suite("SpaceNasa reminders")
struct ReminderTests {
    static let goLaunch = PageRouteTests.goLaunch
    static var folder: URL { TestPaths.packageRoot.appendingPathComponent("test-artifacts/launch-reminders", isDirectory: true) }

    /// The feed link shown on the reminders page, as a path on this server.
    static func feedPath(_ page: String) throws -> String {
        let match = try #require(page.firstMatch(of: #/http://[^/"]+(/launches/reminders/[0-9a-f-]+\.[0-9]+\.[^".]+\.ics)\?lang=en(?:&amp;tz=[^"]*)?"/#))
        return String(match.output.1)
    }

    @Test("A reminder shows in my list and in my feed, with an alarm at each of the kit's offsets")
    func listAndFeed() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup
            try PageRouteTests.scheduleGoLaunch(fake, after: clock)
            let ayse = WebClient(app)
            try await ayse.register(email: "ayse@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"
            try await ayse.get(path)

            // act
            let set = try await ayse.post(path + "/remind", form: ["reminded": "1"])
            try await ayse.post(path + "/remind", form: ["reminded": "1"])  // a double tap
            let detail = try await ayse.get(path).body.string
            let list = try await ayse.get("/launches/reminders").body.string
            let feedPath = try Self.feedPath(list)
            let feed = try await WebClient(app).get(feedPath)  // a calendar app: no session

            // check
            #expect(set.status == .seeOther)
            #expect(detail.contains("id=\"remind-button\"") && detail.contains("aria-pressed=\"true\""))
            #expect(list.components(separatedBy: "href=\"\(path)\"").count - 1 == 1, "one row, not two")
            #expect(feed.status == .ok)
            #expect(feed.headers.contentType?.subType == "calendar")
            let ics = feed.body.string
            #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == 1)
            #expect(ics.contains("TRIGGER:-PT60M") && ics.contains("TRIGGER:-PT10M"))
            #expect(ics.contains("X-WR-CALNAME:SpaceNasa reminders"))
            let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
            #expect(unfolded.range(of: #"URL:https?://[^/\r]+"# + path + "\r\n", options: .regularExpression) != nil,
                    "the event links to the launch's page here")
            #expect(!ics.contains("ll.thespacedevs.com"), "never to LL2's API")
            #expect(fake.calls.filter { $0.path.contains("reminders") }.isEmpty)
            let turkish = try await WebClient(app).get(feedPath + "?lang=tr").body.string
            #expect(turkish.contains("1 saat içinde fırlatılıyor"), "the alarms speak the language the page gave the link")
            try await Self.write("go-launch", ics: ics, now: clock.now, app: app)
        }
    }

    @Test("The feed link carries the subscriber's time zone, and the descriptions' times are in it, not in UTC")
    func feedTimeZone() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup: a subscriber in Tokyo (the browser's zone, as the page's script stores it)
            try PageRouteTests.scheduleGoLaunch(fake, after: clock)
            let ayse = WebClient(app)
            ayse.setCookie("suite_tz", "Asia/Tokyo")
            try await ayse.register(email: "ayse@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"
            try await ayse.get(path)
            try await ayse.post(path + "/remind", form: ["reminded": "1"])
            // act
            let list = try await ayse.get("/launches/reminders").body.string
            let link = try #require(list.firstMatch(of: #/http://[^"]+\.ics\?([^"]*)"/#)).output.1
            let feedPath = try Self.feedPath(list)
            let inTokyo = try await WebClient(app).get(feedPath + "?lang=en&tz=Asia/Tokyo").body.string
            let noZone = try await WebClient(app).get(feedPath + "?lang=en").body.string
            // check
            #expect(link.contains("tz=Asia"), "\(link)")
            func description(_ ics: String) -> String? {
                ics.replacingOccurrences(of: "\r\n ", with: "").split(separator: "\r\n").first { $0.hasPrefix("DESCRIPTION:") }.map(String.init)
            }
            #expect(description(inTokyo) != nil && description(inTokyo) != description(noZone),
                    "\(description(inTokyo) ?? "-") vs \(description(noZone) ?? "-")")
        }
    }

    @Test("Another account's reminders and feed are out of reach; a reset link ends the old one")
    func isolationAndReset() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup
            try PageRouteTests.scheduleGoLaunch(fake, after: clock)
            let ayse = WebClient(app)
            try await ayse.register(email: "ayse@example.com")
            let bora = WebClient(app)
            try await bora.register(email: "bora@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"
            try await ayse.get(path)
            try await ayse.post(path + "/remind", form: ["reminded": "1"])
            let ayseFeed = try Self.feedPath(try await ayse.get("/launches/reminders").body.string)

            // act
            try await bora.get(path)
            try await bora.post(path + "/remind", form: ["reminded": "0"])  // clears only his own
            let boraList = try await bora.get("/launches/reminders").body.string
            let boraFeed = try Self.feedPath(boraList)
            let boraFeedBody = try await bora.get(boraFeed).body.string
            let ayseStill = try await ayse.get(ayseFeed)
            let tampered = try await bora.get(ayseFeed.replacingOccurrences(of: ".1.", with: ".2."))
            let sleepToken = PrivateFeedToken(secret: app.config.signingSecret, purpose: "sleep-calendar")
            let ayseID = try #require(try await User.query(on: app.db).filter(\.$email == "ayse@example.com").first()?.requireID())
            let otherPurpose = try await bora.get("/launches/reminders/\(sleepToken.token(userID: ayseID, generation: 1)).ics")
            try await ayse.get("/launches/reminders")
            try await ayse.post("/launches/reminders/reset", form: [:])
            let afterReset = try await bora.get(ayseFeed)
            let newFeed = try Self.feedPath(try await ayse.get("/launches/reminders").body.string)
            let newStatus = try await bora.get(newFeed).status

            // check
            #expect(!boraList.contains(Self.goLaunch))
            #expect(boraList.contains("empty-state"))
            #expect(!boraFeedBody.contains("BEGIN:VEVENT"), "Bora's feed has none of Ayşe's launches")
            #expect(ayseStill.status == .ok && ayseStill.body.string.contains("BEGIN:VEVENT"))
            #expect(tampered.status == .notFound)
            #expect(otherPurpose.status == .notFound, "a PolySleep token opens no launch feed")
            #expect(afterReset.status == .notFound)
            #expect(newFeed != ayseFeed && newStatus == .ok)
            #expect(try await ReminderRecord.query(on: app.db).count() == 1)
        }
    }

    @Test("A launch that has flown offers no reminder, and the server refuses one, saying why")
    func flownLaunch() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup: the recorded launch flew yesterday, successfully
            var launch = fake.fixtures.launch(at: 1, finished: true)
            launch["net"] = clock.now.addingTimeInterval(-86_400).formatted(.iso8601)
            fake.override("launch/\(Self.goLaunch)/", with: try JSONSerialization.data(withJSONObject: launch))
            let member = WebClient(app)
            try await member.register(email: "d@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"
            // act
            let page = try await member.get(path).body.string
            let set = try await member.post(path + "/remind", form: ["reminded": "1"])
            // check
            #expect(!page.contains("remind-button") && !page.contains("launch-reminders"), "no Remind me on a flown launch")
            #expect(set.status == .conflict, "\(set.status)")
            #expect(set.body.string.contains("This launch has already flown, so there is nothing left to remind you of."))
            #expect(try await ReminderRecord.query(on: app.db).count() == 0)
        }
    }

    @Test("Reminders need an account, check their input, and go with the account")
    func validationAndDeletion() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup
            try PageRouteTests.scheduleGoLaunch(fake, after: clock)
            let visitor = WebClient(app)
            let member = WebClient(app)
            try await member.register(email: "c@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"

            // act
            let visitorPage = try await visitor.get(path).body.string
            let anonymousList = try await visitor.get("/launches/reminders")
            try await member.get(path)
            let badValue = try await member.post(path + "/remind", form: ["reminded": "yes"])
            let badID = try await member.post("/launches/launch/xyz/remind", form: ["reminded": "1"])
            try await member.get(path)
            try await member.post(path + "/remind", form: ["reminded": "1"])
            let feed = try Self.feedPath(try await member.get("/launches/reminders").body.string)
            try await member.get("/account/delete")
            let deleted = try await member.post("/account/delete", form: ["password": "correct horse battery"])
            let feedAfter = try await visitor.get(feed)

            // check
            #expect(!visitorPage.contains("remind-button"), "a visitor gets notifications while the page is open instead")
            #expect(anonymousList.headers.first(name: .location)?.hasPrefix("/account/login") == true)
            #expect(badValue.status == .badRequest && badValue.body.string.contains("reminded=1"))
            #expect(badID.status == .badRequest)
            #expect(deleted.status == .seeOther)
            #expect(try await ReminderRecord.query(on: app.db).count() == 0, "deleted with the account")
            #expect(feedAfter.status == .notFound)
        }
    }

    /// The feed and the planner's reminders for the same launches at the same instant.
    static func write(_ name: String, ics: String, now: Date, app: Application) async throws {
        let index = await app.launches.launchIndex.current()
        let launch = try #require(index.launchesByID[goLaunch])
        let planned = ReminderPlanner(formatting: LaunchFormatting(language: .en, timeZone: TimeZone(identifier: "UTC")!)).plan(for: [launch], now: now)
        let iso = ISO8601DateFormatter()
        let expected: [String: Any] = [
            "now": iso.string(from: now),
            "reminders": planned.map { ["launch": $0.launchID, "fire": iso.string(from: $0.fireDate), "title": $0.title] },
        ]
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(ics.utf8).write(to: folder.appendingPathComponent("\(name).ics"))
        let json = try JSONSerialization.data(withJSONObject: expected, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: folder.appendingPathComponent("\(name).expected.json"))
    }
}
