import Fluent
import SQLKit
import Foundation
import MemoryBackend
import ServerCore
import Speech
import SuiteServer
import Vapor
import VaporTesting

/// Runs `body` against a fully configured in-process server with its own empty database.
///
/// SQLite by default (a temporary file per test). When `SUITE_TEST_DATABASE_URL` is set the same
/// tests run on PostgreSQL, each in a schema of its own that is dropped afterwards, so both runs
/// can be parallel.
///
/// Voice diaries are not transcribed unless the test passes a `speech` engine (a fake, or the
/// real worker in the one test that proves it), so no test starts Whisper by accident.
public func withSuiteApp<T>(
    clock: (@Sendable () -> Date)? = nil,
    speech: (any SpeechEngine)? = nil,
    _ body: (Application) async throws -> T
) async throws -> T {
    let setup = try TestSetup(prefix: "suite-test", speech: speech)
    defer { setup.removeDataDirectory() }
    return try await withApp(configure: { app in
        try await setup.configure(app)
        if let clock { app.clock = clock }
    }, { app in
        do {
            let result = try await body(app)
            try await setup.dropSchema(of: app)
            return result
        } catch {
            try? await setup.dropSchema(of: app)
            throw error
        }
    })
}

/// What every test server shares: a temporary data directory, the test database (SQLite there,
/// or a PostgreSQL schema of its own), cheap password hashing, and the package's `Public/`.
struct TestSetup {
    let config: AppConfig
    let speech: any SpeechEngine

    init(prefix: String, speech: (any SpeechEngine)? = nil) throws {
        self.speech = speech ?? UnavailableSpeech(reason: "tests run without a speech engine unless they pass one")
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let postgresURL = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"]
        let schema = postgresURL.map { _ in "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") }
        config = AppConfig(
            dataDirectory: dataDirectory, databaseURL: postgresURL, databaseSchema: schema,
            signingSecret: "test-secret-that-is-long-enough-for-hmac-signing")
    }

    /// Configures the whole server on this setup's database and migrates it.
    func configure(_ app: Application) async throws {
        app.speech = speech
        try await SuiteServer.configure(
            app, config: config, options: .init(bcryptCost: 4, publicDirectory: TestPaths.publicDirectory))
        try await app.migrateDatabase()
    }

    func dropSchema(of app: Application) async throws {
        guard let schema = config.databaseSchema, let sql = app.db as? any SQLDatabase else { return }
        try await sql.raw("DROP SCHEMA \(ident: schema) CASCADE").run()
    }

    func removeDataDirectory() {
        try? FileManager.default.removeItem(at: config.dataDirectory)
    }
}

public enum TestPaths {
    /// The package root, found from this file's location (Sources/ServerTestSupport/…).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var publicDirectory: String { packageRoot.appendingPathComponent("Public").path + "/" }
}
