import Fluent
import Foundation
import ServerCore
import SQLKit
import Vapor
import VaporTesting

/// Runs `body` with a `launch` function that starts a fresh in-process server on the same data
/// directory (and PostgreSQL schema) each time it is called: a server restart, for tests that
/// data survives one. Everything is removed when `body` returns.
public func withRestartableSuiteApp(
    _ backends: [any SuiteBackend] = [],
    _ body: (_ launch: (_ run: (Application) async throws -> Void) async throws -> Void) async throws -> Void
) async throws {
    let setup = try TestSetup(prefix: "suite-restart", backends: backends)
    defer { setup.removeDataDirectory() }
    func launch(_ run: (Application) async throws -> Void) async throws {
        try await withApp(configure: setup.configure, run)
    }
    /// A last instance drops the PostgreSQL schema the launches shared.
    func dropSchema() async {
        guard setup.config.databaseSchema != nil else { return }
        try? await launch { app in try await setup.dropSchema(of: app) }
    }
    do {
        try await body(launch)
    } catch {
        await dropSchema()
        throw error
    }
    await dropSchema()
}
