import Fluent
import Foundation
import ServerCore
import SQLKit
import SuiteServer
import Vapor
import VaporTesting

/// Runs `body` with a `launch` function that starts a fresh in-process server on the same data
/// directory (and PostgreSQL schema) each time it is called: a server restart, for tests that
/// data survives one. Everything is removed when `body` returns.
public func withRestartableSuiteApp(
    _ body: (_ launch: (_ run: (Application) async throws -> Void) async throws -> Void) async throws -> Void
) async throws {
    let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("suite-restart-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dataDirectory) }
    let postgresURL = ProcessInfo.processInfo.environment["SUITE_TEST_DATABASE_URL"]
    let schema = postgresURL.map { _ in "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "") }
    let config = AppConfig(
        dataDirectory: dataDirectory, databaseURL: postgresURL, databaseSchema: schema,
        signingSecret: "test-secret-that-is-long-enough-for-hmac-signing")
    func launch(_ run: (Application) async throws -> Void) async throws {
        try await withApp(configure: { app in
            try await configure(app, config: config, options: .init(bcryptCost: 4, publicDirectory: TestPaths.publicDirectory))
            try await app.prepareDatabaseSchema()
            try await app.autoMigrate()
        }, run)
    }
    /// A last instance drops the PostgreSQL schema the launches shared.
    func dropSchema() async {
        guard let schema else { return }
        try? await launch { app in
            if let sql = app.db as? any SQLDatabase { try await sql.raw("DROP SCHEMA \(ident: schema) CASCADE").run() }
        }
    }
    do {
        try await body(launch)
    } catch {
        await dropSchema()
        throw error
    }
    await dropSchema()
}
