import Fluent
import Foundation
import Localization
import NIOConcurrencyHelpers
@testable import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

private enum ProbeText: String, LocalizedKey {
    case name, tagline
    static let strings = StringTable<ProbeText>(
        en: [.name: "Probe", .tagline: "A probe."], tr: [.name: "Sonda", .tagline: "Bir sonda."],
        fr: [.name: "Sonde", .tagline: "Une sonde."])
}

/// A backend that records what the composition did with it.
private struct ProbeBackend: SuiteBackend {
    /// For each deleted account: whether its user row was already gone when the files step ran.
    let filesSteps = NIOLockedValueBox<[(userID: UUID, userRowGone: Bool)]>([])

    var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "probe", name: ProbeText.name, tagline: ProbeText.tagline, availability: .comingSoon)
    }

    var migrations: [any Migration] { [CreateProbeMarks()] }

    func configure(_ app: Application) throws {
        app.get("probe") { _ in "configured" }
    }

    func deleteAccountData(userID: UUID, on db: any Database) async throws {
        try await ProbeMark.query(on: db).filter(\.$userID == userID).delete()
    }

    func deleteAccountFiles(userID: UUID, in app: Application) async {
        let gone = (try? await User.find(userID, on: app.db)) == nil
        filesSteps.withLockedValue { $0.append((userID, gone)) }
    }
}

/// A row outside the `users` cascade, which only the backend's hook can remove.
final class ProbeMark: Model, @unchecked Sendable {
    static let schema = "probe_marks"
    @ID(key: .id) var id: UUID?
    @Field(key: "user_id") var userID: UUID

    init() {}
    init(userID: UUID) { self.userID = userID }
}

/// Internal, not private: Fluent names a migration after its type and refuses private ones.
struct CreateProbeMarks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ProbeMark.schema).id().field("user_id", .uuid, .required).create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ProbeMark.schema).delete()
    }
}

@Suite("SuiteBackend: how ServerCore composes a backend")
struct SuiteBackendTests {
    @Test("configure(backends:) runs the backend's migrations and configuration")
    func configuresAndMigrates() async throws {
        let probe = ProbeBackend()
        try await withSuiteApp([probe]) { app in
            // act
            let page = try await WebClient(app).get("/probe")
            let marks = try await ProbeMark.query(on: app.db).count()
            // check
            #expect(page.body.string == "configured")
            #expect(marks == 0, "the backend's table exists")
        }
    }

    @Test("deleting an account runs the backend's data step in the deletion and its files step after the commit")
    func accountLifecycle() async throws {
        let probe = ProbeBackend()
        try await withSuiteApp([probe]) { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "probe@example.com")
            let userID = try #require(try await User.query(on: app.db).first()?.requireID())
            try await ProbeMark(userID: userID).create(on: app.db)
            try await ProbeMark(userID: UUID()).create(on: app.db)
            try await browser.get("/account/delete")
            // act
            let deleted = try await browser.post("/account/delete", form: ["password": "correct horse battery"])
            // check
            #expect(deleted.status == .seeOther)
            #expect(try await ProbeMark.query(on: app.db).filter(\.$userID == userID).count() == 0)
            #expect(try await ProbeMark.query(on: app.db).count() == 1, "another account's row stays")
            let steps = probe.filesSteps.withLockedValue { $0 }
            #expect(steps.count == 1 && steps.first?.userID == userID)
            #expect(steps.first?.userRowGone == true, "files go only once the deletion has committed")
        }
    }

    @Test("a launcher entry's path and icon follow its key")
    func launcherEntry() throws {
        // act
        let entry = try #require(ProbeBackend().launcherEntry)
        // check
        #expect(entry.url.url == "/probe" && entry.icon.url == "/icons/probe.svg")
        #expect(!entry.isAvailable)
        #expect(entry.name(.tr) == "Sonda" && entry.tagline(.fr) == "Une sonde.")
    }
}
