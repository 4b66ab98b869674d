import Fluent
import SQLKit
import Foundation
import ServerCore
import Vapor
import VaporTesting

/// Runs `body` against an in-process server of ServerCore (accounts, sessions, the accounts
/// contract) plus `backends`, on its own empty database.
///
/// A backend's tests pass that backend alone (`withSuiteApp([NotesBackend()])`), so they build
/// and start only what they test; SuiteServer's tests pass the whole suite.
///
/// SQLite by default (a temporary file per test). When `SUITE_TEST_DATABASE_URL` is set the same
/// tests run on PostgreSQL, each in a schema of its own that is dropped afterwards, so both runs
/// can be parallel.
public func withSuiteApp<T>(
    _ backends: [any SuiteBackend] = [],
    clock: (@Sendable () -> Date)? = nil,
    adjusting adjust: (inout AppConfig) -> Void = { _ in },
    _ body: (Application) async throws -> T
) async throws -> T {
    var setup = try TestSetup(prefix: "suite-test", backends: backends)
    adjust(&setup.config)
    defer { setup.removeDataDirectory() }
    return try await withApp(configure: { app in
        try await setup.configure(app)
        if let clock { app.clock = clock }
    }, { app in
        do {
            let result = try await body(app)
            await setup.dropSchema(of: app)
            return result
        } catch {
            await setup.dropSchema(of: app)
            throw error
        }
    })
}

/// What every test server shares: a temporary data directory, the test database (SQLite there,
/// or a PostgreSQL schema of its own), cheap password hashing, and the package's `Public/`.
struct TestSetup {
    var config: AppConfig
    let backends: [any SuiteBackend]

    init(prefix: String, backends: [any SuiteBackend]) throws {
        self.backends = backends
        let dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let postgresURL = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"]
        let schema = postgresURL.map { _ in "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") }
        config = AppConfig(
            dataDirectory: dataDirectory, databaseURL: postgresURL, databaseSchema: schema,
            signingSecret: "test-secret-that-is-long-enough-for-hmac-signing")
        // The parallel run starts a hundred servers or more against one PostgreSQL: two
        // connections per loop keep them under its connection limit and still run writers in parallel.
        config.databaseConnectionsPerLoop = 2
        // With so few connections and the CPU shared by every suite, a burst of 50 writes can
        // queue past a real server's 60 s: tests wait longer rather than take that for a failure.
        config.databaseConnectionWaitSeconds = 300
        config.mediaStore = Self.mediaStore()
    }

    /// `SUITE_TEST_MEDIA_STORE=s3` runs the suites on the S3 store that `SUITE_TEST_S3_*` name
    /// (`make test-s3`); every test's owners are new UUIDs, so they share the bucket safely.
    static func mediaStore(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> MediaStoreSetting {
        guard environment["SUITE_TEST_MEDIA_STORE"] == "s3",
            let endpoint = environment["SUITE_TEST_S3_ENDPOINT"].flatMap(URL.init(string:)),
            let bucket = environment["SUITE_TEST_S3_BUCKET"], let region = environment["SUITE_TEST_S3_REGION"],
            let key = environment["SUITE_TEST_S3_ACCESS_KEY_ID"], let secret = environment["SUITE_TEST_S3_SECRET_ACCESS_KEY"]
        else { return .local }
        return .s3(S3Settings(
            endpoint: endpoint, bucket: bucket, region: region, credentials: .init(accessKeyID: key, secretAccessKey: secret),
            keyPrefix: "test-\(UUID().uuidString.lowercased())/"))
    }

    /// Configures ServerCore and the backends on this setup's database and migrates it.
    func configure(_ app: Application) async throws {
        try await app.configureServerCore(
            config: config, options: .init(bcryptCost: 4, publicDirectory: TestPaths.publicDirectory))
        try await app.configure(backends: backends)
        try await app.migrateDatabase()
    }

    /// Drops this test's PostgreSQL schema. A background job of the app (a photo's derivatives
    /// made just before the test ended) may still hold a lock in it, and PostgreSQL can pick the
    /// drop as a deadlock's victim: it is tried again shortly. A schema left behind in the
    /// throwaway test database harms nothing, so cleanup never fails a test that passed.
    func dropSchema(of app: Application) async {
        guard let schema = config.databaseSchema else { return }
        let sql = app.db.sql
        for attempt in 1...3 {
            do {
                try await sql.raw("DROP SCHEMA \(ident: schema) CASCADE").run()
                return
            } catch {
                app.logger.warning("dropping test schema \(schema), attempt \(attempt): \(String(reflecting: error))")
                try? await Task.sleep(for: .milliseconds(250 * attempt))
            }
        }
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
