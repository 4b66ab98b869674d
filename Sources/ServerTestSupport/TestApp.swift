import Fluent
import SQLKit
import Foundation
import ServerCore
import SuiteServer
import Vapor
import VaporTesting

/// Runs `body` against a fully configured in-process server with its own empty database.
///
/// SQLite by default (a temporary file per test, so suites run in parallel). When
/// `SUITE_TEST_DATABASE_URL` is set the same tests run on PostgreSQL; the schema is reset per
/// test, so that run must be serial (`swift test --no-parallel`).
public func withSuiteApp<T>(
    clock: (@Sendable () -> Date)? = nil,
    _ body: (Application) async throws -> T
) async throws -> T {
    let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("suite-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dataDirectory) }
    let postgresURL = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"]
    let config = AppConfig(
        dataDirectory: dataDirectory, databaseURL: postgresURL,
        signingSecret: "test-secret-that-is-long-enough-for-hmac-signing")
    return try await withApp(configure: { app in
        try await configure(app, config: config, options: .init(bcryptCost: 4, publicDirectory: TestPaths.publicDirectory))
        if let clock { app.clock = clock }
        if postgresURL != nil, let sql = app.db as? any SQLDatabase {
            try await sql.raw("DROP SCHEMA public CASCADE").run()
            try await sql.raw("CREATE SCHEMA public").run()
        }
        try await app.autoMigrate()
    }, body)
}

public enum TestPaths {
    /// The package root, found from this file's location (Sources/ServerTestSupport/…).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var publicDirectory: String { packageRoot.appendingPathComponent("Public").path + "/" }
}
