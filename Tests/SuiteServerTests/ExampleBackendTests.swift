import Fluent
import Localization
import Markup
import SQLKit
import ServerCore
import ServerTestSupport
@testable import SuiteServer
import Testing
import Vapor
import VaporTesting
import WebUI

// README.md, "Adding an app", builds a tiny app called Tally file by file. The code from the
// "// Sources/TallyBackend/…" comment down to the test suite is that example, exactly as the
// README shows it: when one changes, change the other in the same commit, so the README's
// example always compiles and serves.

// Sources/TallyBackend/TallyBackend.swift
public struct TallyBackend: SuiteBackend {
    public init() {}

    public var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "tally", name: TallyText.appName, tagline: TallyText.launcherTagline,
                      availability: .available)
    }

    public var migrations: [any Migration] { TallyMigrations.all }

    public func configure(_ app: Application) async throws {
        try app.web.register(collection: TallyController())
    }
}

// Sources/TallyBackend/TallyText.swift
enum TallyText: String, LocalizedKey {
    case appName, launcherTagline, empty

    static let strings = StringTable<Self>(
        en: [.appName: "Tally", .launcherTagline: "Count what matters to you.",
             .empty: "Nothing counted yet."],
        tr: [.appName: "Tally", .launcherTagline: "Sizin için önemli olanı sayın.",
             .empty: "Henüz hiçbir şey sayılmadı."],
        fr: [.appName: "Tally", .launcherTagline: "Comptez ce qui compte pour vous.",
             .empty: "Rien n’est encore compté."])
}

// Sources/TallyBackend/Migrations/TallyMigrations.swift
enum TallyMigrations {
    static var all: [any Migration] {
        [
            CreateTallies(),
        ]
    }
}

// Sources/TallyBackend/Migrations/001/CreateTallies.swift
struct CreateTallies: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("tally_counts")
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("count", .int, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("tally_counts").delete()
    }
}

// Sources/TallyBackend/Web/TallyURL.swift
enum TallyURL: SiteURL {
    case home

    var pathSegments: [PathSegment] {
        switch self {
        case .home: ["tally"]
        }
    }
}

// Sources/TallyBackend/Web/TallyController.swift
struct TallyController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(TallyURL.home.pathComponents) { req in
            req.render(TallyHomePage())
        }
    }
}

// Sources/TallyBackend/Web/Home/TallyHome+Model.swift
struct TallyHomePage: Sendable {}

// Sources/TallyBackend/Web/Home/TallyHome+View.swift
extension TallyHomePage: PageModel {
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let title = t(TallyText.appName)
        let navigation = NavigationBar.back(to: t(SuiteText.navApps), url: LauncherURL.home.url, title: title)
        return Page(context, title: title, navigation: navigation, app: "tally") {
            p(.class("page-subtitle")) { t(TallyText.empty) }
        }
    }
}

// End of the README's example.

@Suite("README's 'Adding an app' example, built as written")
struct ExampleBackendTests {
    @Test("The example app serves its page, is listed on the launcher and migrates its table")
    func exampleBackend() async throws {
        // setup: the app, and the launcher Suite.backends() would build from it
        let apps: [any SuiteBackend] = [TallyBackend()]
        try await withSuiteApp(apps + [Launcher(entries: apps.compactMap(\.launcherEntry))]) { app in
            let browser = WebClient(app)
            // act
            let page = try await browser.get("/tally")
            let launcher = try await browser.get("/")
            // check
            #expect(page.status == .ok)
            #expect(page.body.string.contains("<title>Tally"), "the page names the app")
            #expect(page.body.string.contains("Nothing counted yet."))
            #expect(launcher.status == .ok)
            #expect(launcher.body.string.contains(#"href="/tally""#), "the launcher links the app")
            #expect(launcher.body.string.contains("Count what matters to you."))
            let sql = try #require(app.db as? any SQLDatabase)
            let rows = try await sql.raw("SELECT COUNT(*) AS n FROM tally_counts").all()
            #expect(rows.count == 1, "the migration created the app's table")
            #expect(TallyText.strings.problems().isEmpty, "every text in en, tr and fr")
        }
    }
}
