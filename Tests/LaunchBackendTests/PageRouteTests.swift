import Foundation
@testable import LaunchBackend
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// The `/launches` pages through the real routes, against the fake LL2.
@Suite("SpaceNasa pages: routes")
struct PageRouteTests {
    static let goLaunch = "9953965f-821a-4a73-b6e4-ce4423195a76"

    /// Makes the recorded Go launch fly two hours after `clock`'s now (the recordings are from
    /// 2022; the tests' clock is later than the bundled snapshot's 30 days of grace, so LL2 is asked).
    static func scheduleGoLaunch(_ fake: FakeLL2, after clock: ManualClock) throws {
        var launch = fake.fixtures.launch(at: 1, finished: false)
        launch["net"] = clock.now.addingTimeInterval(7_200).formatted(.iso8601)
        launch["window_start"] = launch["net"]
        launch["window_end"] = clock.now.addingTimeInterval(9_000).formatted(.iso8601)
        fake.override("launch/\(goLaunch)/", with: try JSONSerialization.data(withJSONObject: launch))
    }

    @Test("A first visit gets the introduction once; the grid then lists LL2's programs")
    func welcomeThenGrid() async throws {
        try await withLaunchApp { app, _ in
            // setup
            let browser = WebClient(app)

            // act
            let first = try await browser.get("/launches")
            let welcome = try await browser.get("/launches/welcome")
            let finished = try await browser.get("/launches?welcomed=1")
            let again = try await browser.get("/launches")

            // check
            #expect(first.status == .seeOther)
            #expect(first.headers.first(name: .location) == "/launches/welcome")
            #expect(welcome.body.string.contains("data-slides"))
            #expect(finished.status == .ok)
            #expect(again.status == .ok, "the cookie remembers the introduction was seen")
            #expect(again.body.string.contains("class=\"program-card\""))
            #expect(again.body.string.contains("/launches/programs/"))
        }
    }

    @Test("The list pages by offset, keeps every link on this server, and switches segment")
    func listPaging() async throws {
        try await withLaunchApp { app, fake in
            try Self.scheduleGoLaunch(fake, after: ManualClock())
            // setup
            let browser = WebClient(app)

            // act
            let first = try await browser.get("/launches/list").body.string
            let second = try await browser.get("/launches/list?offset=20").body.string
            let previous = try await browser.get("/launches/list?segment=previous").body.string

            // check
            #expect(first.contains("href=\"/launches/list?offset=20\""), "a More link without JS")
            #expect(second.contains("href=\"/launches/list?offset=40\""))
            #expect(second.contains("#20"), "the second page holds launches 20…")
            #expect(!first.contains("thespacedevs.com"), "no page points at LL2 (images go through our route)")
            #expect(previous.contains(">Success<"), "LL2's status 3 in the reader's words, not LL2's \"Launch Successful\"")
        }
    }

    @Test("Bad list parameters are a 400 that names the parameter", arguments: [
        ("segment=tomorrow", "segment"), ("offset=-5", "offset"), ("offset=ten", "offset"), ("program=abc", "program"),
    ])
    func listValidation(query: String, field: String) async throws {
        try await withLaunchApp { app, fake in
            // setup
            let browser = WebClient(app)

            // act
            let response = try await browser.get("/launches/list?\(query)", headers: ["Accept": "application/json"])

            // check
            #expect(response.status == .badRequest)
            #expect(response.body.string.contains("\"field\":\"\(field)\""), "\(response.body.string)")
            #expect(fake.calls.isEmpty, "nothing reached LL2")
        }
    }

    @Test("The detail shows status, countdown, map, timeline and links; a malformed id is a 400, an unknown one a 404")
    func detail() async throws {
        try await withLaunchApp { app, fake in
            try Self.scheduleGoLaunch(fake, after: ManualClock())
            // setup
            let browser = WebClient(app)

            // act
            let go = try await browser.get("/launches/launch/\(Self.goLaunch)").body.string
            let starlink = try await browser.get("/launches/launch/\(FakeLL2Fixtures.starlinkID)").body.string
            let malformed = try await browser.get("/launches/launch/not-a-uuid", headers: ["Accept": "application/json"])
            let unknown = try await browser.get("/launches/launch/11111111-2222-4333-8444-555555555555")
            let callsAfter = fake.calls.count

            // check
            #expect(go.contains("launch-countdown-large"))
            #expect(go.contains("data-map=\"\""), "the pad's coordinates give a map")
            #expect(go.contains("data-lat=\"38.849\""))
            #expect(go.contains("launch-reminders"), "a Go launch known to the minute offers reminders")
            #expect(starlink.contains("class=\"grouped-list timeline\""))
            #expect(starlink.contains("T-00:38:00"), "timeline offsets in the countdown format")
            #expect(starlink.contains("target=\"_blank\""), "webcast links")
            #expect(malformed.status == .badRequest)
            #expect(malformed.body.string.contains("\"field\":\"id\""))
            #expect(unknown.status == .notFound)
            #expect(!fake.calls.contains { $0.path.contains("not-a-uuid") }, "a malformed id never reaches LL2")
            #expect(callsAfter == 3)
        }
    }

    @Test("Favourites belong to one account: another never sees or changes them")
    func favouritesAreIsolated() async throws {
        try await withLaunchApp { app, fake in
            try Self.scheduleGoLaunch(fake, after: ManualClock())
            // setup
            let ayse = WebClient(app)
            try await ayse.register(email: "ayse@example.com")
            let bora = WebClient(app)
            try await bora.register(email: "bora@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"

            // act
            try await ayse.get(path)
            let starred = try await ayse.post(path + "/star", form: ["starred": "1"])
            try await ayse.post(path + "/star", form: ["starred": "1"])  // a double tap
            try await bora.get(path)
            try await bora.post(path + "/star", form: ["starred": "0"])  // Bora clears only his own
            let ayseList = try await ayse.get("/launches/favourites").body.string
            let boraList = try await bora.get("/launches/favourites").body.string
            let detailForAyse = try await ayse.get(path).body.string

            // check
            #expect(starred.status == .seeOther)
            #expect(ayseList.components(separatedBy: "/launches/launch/\(Self.goLaunch)").count - 1 == 1, "one row, not two")
            #expect(!boraList.contains(Self.goLaunch))
            #expect(boraList.contains("empty-state"))
            #expect(detailForAyse.contains("aria-pressed=\"true\""))
            let rows = try await FavouriteRecord.query(on: app.db).all()
            #expect(rows.count == 1)
        }
    }

    @Test("Starring checks its input and needs an account")
    func starValidation() async throws {
        try await withLaunchApp { app, fake in
            try Self.scheduleGoLaunch(fake, after: ManualClock())
            // setup
            let visitor = WebClient(app)
            let member = WebClient(app)
            try await member.register(email: "c@example.com")
            let path = "/launches/launch/\(Self.goLaunch)"

            // act
            try await visitor.get(path)
            let anonymous = try await visitor.post(path + "/star", form: ["starred": "1"])
            let anonymousList = try await visitor.get("/launches/favourites")
            try await member.get(path)
            let badValue = try await member.post(path + "/star", form: ["starred": "yes"])
            let badID = try await member.post("/launches/launch/xyz/star", form: ["starred": "1"])
            let withoutToken = try await member.post(path + "/star", form: ["starred": "1"], csrf: .omit)

            // check
            #expect(anonymous.status == .forbidden, "a visitor's page has no star form, so no token either")
            #expect(anonymousList.headers.first(name: .location)?.hasPrefix("/account/login") == true)
            #expect(badValue.status == .badRequest)
            #expect(badValue.body.string.contains("starred=1"))
            #expect(badID.status == .badRequest)
            #expect(withoutToken.status == .forbidden)
            #expect(try await FavouriteRecord.query(on: app.db).count() == 0)
        }
    }

    @Test("LL2 down: saved lists show with what is wrong and their age; with nothing saved the page says so")
    func upstreamDown() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup: the first page is saved, then LL2 breaks and the copy ages
            let browser = WebClient(app)
            _ = try await browser.get("/launches/list")
            fake.set(mode: .failing(status: 503))
            clock.advance(3 * 86_400)

            // act: the first reader's background refresh finds LL2 failing; the next page says so
            _ = try await browser.get("/launches/list")
            await app.launches.client.waitForRevalidations()
            let saved = try await browser.get("/launches/list")
            let unsaved = try await browser.get("/launches/list?offset=40")

            // check
            #expect(saved.status == .ok)
            #expect(saved.body.string.contains("Launch Library is having problems. Saved 3 days ago."))
            #expect(saved.body.string.contains("launch-row"))
            #expect(unsaved.status == .serviceUnavailable)
            #expect(unsaved.body.string.contains("Launch Library answered with an error."))
            #expect(unsaved.body.string.contains("Try again"))
        }
    }

    @Test("LL2 down: a launch whose own answer is older than the list it was opened from shows the list's copy")
    func detailFollowsNewerList() async throws {
        let clock = ManualClock()
        try await withLaunchApp(clock: clock) { app, fake in
            // setup: the upcoming list names the launch with news its bundled detail (2022) lacks
            var launch = fake.fixtures.launch(at: 1, finished: false)
            launch["name"] = "Electron | Rescheduled Mission"
            launch["status"] = ["id": 1, "name": "Go for Launch", "abbrev": "Go"]
            launch["net"] = clock.now.addingTimeInterval(86_400).formatted(.iso8601)
            let page: [String: Any] = ["count": 1, "next": NSNull(), "previous": NSNull(), "results": [launch]]
            fake.override("launch/upcoming/", with: try JSONSerialization.data(withJSONObject: page))
            let browser = WebClient(app)
            _ = try await browser.get("/launches/list")
            fake.set(mode: .failing(status: 503))
            clock.advance(3_600)

            // act
            let detail = try await browser.get("/launches/launch/\(Self.goLaunch)")

            // check
            let html = detail.body.string
            #expect(detail.status == .ok)
            #expect(html.contains("Rescheduled Mission"), "the list's newer copy, not the 2022 snapshot")
            #expect(html.contains("Go for Launch"))
            #expect(html.contains("Saved 1 hour ago."), "dated as the list's copy is")
        }
    }

    @Test("The data status page names each list's source and the hour's calls against the budget")
    func about() async throws {
        try await withLaunchApp(budget: 15) { app, _ in
            // setup
            let browser = WebClient(app)
            _ = try await browser.get("/launches/list")

            // act
            let page = try await browser.get("/launches/about").body.string

            // check
            #expect(page.contains("1 of 15"))
            #expect(page.contains("Offline snapshot"), "lists never fetched are the bundled snapshot's")
            #expect(page.contains("Launch Library"))
        }
    }
}
