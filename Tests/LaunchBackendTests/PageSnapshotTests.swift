import Foundation
import LaunchKit
import LaunchLibrary
import Localization
import PageSnapshotTesting
import Testing
import WebUI

@testable import LaunchBackend

/// Every SpaceNasa page in a representative state, English and Turkish, from the recorded LL2
/// answers, a model and a context alone (no app, no request).
@Suite("SpaceNasa pages: golden HTML")
struct LaunchPageSnapshotTests {
    /// 2022-07-15T12:00Z, between the recordings' launches.
    static let now = Date(timeIntervalSince1970: 1_657_886_400)
    static let images = ImageLinks(secret: "snapshot-secret")
    static let map = LaunchesController.MapSettings(tiles: "/tiles/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors")
    static let istanbul = TimeZone(identifier: "Europe/Istanbul")!

    static func formatting(_ language: Language) -> LaunchFormatting {
        LaunchFormatting(language: language, timeZone: istanbul)
    }

    static func context(_ language: Language, signedIn: Bool = true) -> PageContext {
        .snapshot(language, account: signedIn ? AccountSummary(email: "ayse@example.com") : nil, path: "/launches")
    }

    static func upcoming() throws -> LaunchLibrary.Page<Launch> {
        try LL2Decoder.decode(LaunchLibrary.Page<Launch>.self, from: FakeLL2Fixtures.fixture(FakeLL2Fixtures.upcomingName))
    }

    static func rows(_ language: Language) throws -> [LaunchRow] {
        let mapper = LaunchMapper(formatting: formatting(language))
        return try upcoming().results.prefix(4).map { LaunchRow($0, mapper: mapper, images: images, now: now, fetchedAt: now) }
    }

    @Test("the launch list: rows with countdowns and a More link", arguments: Language.snapshotLanguages)
    func list(language: Language) throws {
        let f = Self.formatting(language)
        let page = LaunchListPage(
            segment: .upcoming, segmentTitles: [.upcoming: f.text(LaunchScreenText.upcoming), .previous: f.text(LaunchScreenText.previous)], programID: nil,
            programName: nil, offset: 0, rows: try Self.rows(language), nextOffset: 20, emptyText: f.text(LaunchScreenText.noLaunches),
            notice: nil)
        expectSnapshot(page.view(in: Self.context(language)), named: "list-\(language)")
    }

    @Test("search over the cache: the prompt, matches with what was searched, no match", arguments: Language.snapshotLanguages)
    func search(language: Language) throws {
        let f = Self.formatting(language)
        let prompt = LaunchSearchPage(query: "", rows: [], moreMatches: 0, searched: f.formats.integer(1_234), total: nil)
        expectSnapshot(prompt.view(in: Self.context(language)), named: "search-prompt-\(language)")
        let found = LaunchSearchPage(
            query: "starlink", rows: Array(try Self.rows(language).prefix(2)), moreMatches: 3,
            searched: f.formats.integer(1_234), total: f.formats.integer(5_678),
            oldestSaved: f.formats.relative(Self.now.addingTimeInterval(-3 * 366 * 86_400), to: Self.now))
        expectSnapshot(found.view(in: Self.context(language)), named: "search-\(language)")
        let none = LaunchSearchPage(query: "Ariane \"><b>", rows: [], moreMatches: 0, searched: f.formats.integer(12), total: nil)
        expectSnapshot(none.view(in: Self.context(language)), named: "search-no-match-\(language)")
    }

    @Test("LL2 out of reach: saved rows under the reason and age; nothing saved", arguments: Language.snapshotLanguages)
    func upstreamDown(language: Language) throws {
        let f = Self.formatting(language)
        var page = LaunchListPage(
            segment: .previous, segmentTitles: [.upcoming: f.text(LaunchScreenText.upcoming), .previous: f.text(LaunchScreenText.previous)], programID: nil,
            programName: nil, offset: 0, rows: try Self.rows(language), nextOffset: nil, emptyText: f.text(LaunchScreenText.noLaunches),
            notice: DataNotice.from(.fallback(age: 3 * 3_600, reason: .offline), f, now: Self.now))
        expectSnapshot(page.view(in: Self.context(language)), named: "list-offline-\(language)")
        page.rows = []
        page.notice = DataNotice.failure(.throttled(retryAfter: 600), f)
        expectSnapshot(page.view(in: Self.context(language)), named: "list-throttled-empty-\(language)")
    }

    @Test("the detail of a launch with timeline, webcasts, map and a countdown", arguments: Language.snapshotLanguages)
    func detail(language: Language) throws {
        let f = Self.formatting(language)
        let launch = try LL2Decoder.decode(Launch.self, from: FakeLL2Fixtures.fixture(FakeLL2Fixtures.starlinkName))
        var page = LaunchDetailPage(id: launch.id, isStarred: false, notice: nil)
        // An hour before the recorded T-0, so the countdown shows. The recording's status is
        // Success: a flown launch offers no "Remind me" (LaunchKit's `ReminderPlanner.refusal`).
        page.fill(
            from: launch, formatting: f, images: Self.images, map: Self.map, now: launch.net!.addingTimeInterval(-3_000),
            fetchedAt: launch.net!.addingTimeInterval(-3_000), padFormatting: { LaunchFormatting(language: language, timeZone: $0) })
        page.isReminded = false  // signed in: "Remind me" keeps the reminder with the account
        expectSnapshot(page.view(in: Self.context(language)), named: "detail-\(language)")
    }

    @Test("a launch with null status, string coordinates and a month NET; a visitor sees sign-in", arguments: Language.snapshotLanguages)
    func vagueLaunch(language: Language) throws {
        let f = Self.formatting(language)
        let json = """
            {"id":"5336dd45-9773-463b-acda-2a633b725d94","name":"Vague | Demo","status":null,"net":"2026-03-01T00:00:00Z",
             "net_precision":{"id":7,"name":"Month","abbrev":"MON"},"window_start":null,"window_end":null,
             "pad":{"id":1,"name":"Pad 1","latitude":"13.733","longitude":"80.235","location":{"id":2,"name":"Sriharikota"}}}
            """
        let launch = try LL2Decoder.decode(Launch.self, from: Data(json.utf8))
        var page = LaunchDetailPage(id: launch.id, isStarred: nil, notice: nil)
        page.fill(from: launch, formatting: f, images: Self.images, map: Self.map, now: Self.now, fetchedAt: Self.now,
                  padFormatting: { LaunchFormatting(language: language, timeZone: $0) })
        expectSnapshot(page.view(in: Self.context(language, signedIn: false)), named: "detail-vague-\(language)")
    }

    @Test("the programs grid and a program's dashboard", arguments: Language.snapshotLanguages)
    func programs(language: Language) throws {
        let f = Self.formatting(language)
        let launches = try Self.upcoming().results
        let programs = launches.flatMap(\.programs)
        let mapper = ProgramMapper(formatting: f)
        let cards = programs.prefix(2).map { ProgramsPage.Card(data: mapper.card($0), imageURL: Self.images.link([$0.image?.url].compactMap { $0 }, .card)) }
        expectSnapshot(ProgramsPage(cards: Array(cards), notice: nil).view(in: Self.context(language)), named: "programs-\(language)")
        let program = try #require(programs.first)
        var history = launches.filter { $0.status?.outcome.isFinished == true }
        history += history
        let dashboard = DashboardPage(
            programID: program.id, data: mapper.dashboard(program, launches: history, totalFlights: 12), imageURL: nil,
            perYear: DashboardPage.perYear(history, calendar: f.calendar), sampleSize: history.count,
            nextLaunch: try Self.rows(language)[1], notice: nil)
        expectSnapshot(dashboard.view(in: Self.context(language)), named: "dashboard-\(language)")
    }

    @Test("welcome, favourites and reminders (and none yet), data status", arguments: Language.snapshotLanguages)
    func otherPages(language: Language) async throws {
        let f = Self.formatting(language)
        let slides = await MainActor.run {
            OnboardingViewModel(formatting: f, store: OnboardingStore(isCompleted: { false }, markCompleted: {})).pages
        }
        expectSnapshot(WelcomePage(slides: slides).view(in: Self.context(language)), named: "welcome-\(language)")
        let favourites = FavouritesPage(rows: [.init(launchID: "9953965f-821a-4a73-b6e4-ce4423195a76", name: "Falcon 9 | Starlink", dateText: "15 Tem 2022")])
        expectSnapshot(favourites.view(in: Self.context(language)), named: "favourites-\(language)")
        expectSnapshot(FavouritesPage(rows: []).view(in: Self.context(language)), named: "favourites-empty-\(language)")
        let reminders = RemindersPage(
            rows: [.init(launchID: "9953965f-821a-4a73-b6e4-ce4423195a76", name: "Falcon 9 | Starlink", dateText: "15 Tem 2022 14:00")],
            feedURL: "https://suite.example/launches/reminders/token.ics")
        expectSnapshot(reminders.view(in: Self.context(language)), named: "reminders-\(language)")
        var noReminders = reminders
        noReminders.rows = []
        expectSnapshot(noReminders.view(in: Self.context(language)), named: "reminders-empty-\(language)")
        let about = AboutPage(
            lists: [.init(name: f.text(LaunchScreenText.upcoming), updated: f.formats.relative(Self.now.addingTimeInterval(-720), to: Self.now), fromSnapshot: false), .init(name: f.text(LaunchScreenText.previous), updated: nil, fromSnapshot: true)],
            requestsUsed: 4, requestsLimit: 15)
        expectSnapshot(about.view(in: Self.context(language)), named: "about-\(language)")
    }
}

@Suite("SpaceNasa texts")
struct LaunchTextTests {
    @Test("every text exists in English, Turkish and French with the same placeholders")
    func complete() {
        // setup / act
        let problems = LaunchText.strings.problems()
        // check
        #expect(problems.isEmpty, "\(problems)")
    }
}
