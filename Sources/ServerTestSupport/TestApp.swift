import Fluent
import SQLKit
import Foundation
import ServerCore
import SuiteServer
import Vapor
import VaporTesting

/// Runs `body` against a fully configured in-process server with its own empty database.
///
/// SQLite by default (a temporary file per test). When `SUITE_TEST_DATABASE_URL` is set the same
/// tests run on PostgreSQL, each in a schema of its own that is dropped afterwards, so both runs
/// can be parallel.
public func withSuiteApp<T>(
    clock: (@Sendable () -> Date)? = nil,
    _ body: (Application) async throws -> T
) async throws -> T {
    let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("suite-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dataDirectory) }
    let postgresURL = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"]
    let schema = postgresURL == nil ? nil : "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    let config = AppConfig(
        dataDirectory: dataDirectory, databaseURL: postgresURL, databaseSchema: schema,
        signingSecret: "test-secret-that-is-long-enough-for-hmac-signing")
    return try await withApp(configure: { app in
        try await configure(app, config: config, options: .init(bcryptCost: 4, publicDirectory: TestPaths.publicDirectory))
        if let clock { app.clock = clock }
        try await app.prepareDatabaseSchema()
        try await app.autoMigrate()
    }, { app in
        do {
            let result = try await body(app)
            try await dropSchema(schema, of: app)
            return result
        } catch {
            try? await dropSchema(schema, of: app)
            throw error
        }
    })
}

private func dropSchema(_ schema: String?, of app: Application) async throws {
    guard let schema, let sql = app.db as? any SQLDatabase else { return }
    try await sql.raw("DROP SCHEMA \(ident: schema) CASCADE").run()
}

public enum TestPaths {
    /// The package root, found from this file's location (Sources/ServerTestSupport/…).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var publicDirectory: String { packageRoot.appendingPathComponent("Public").path + "/" }
}
