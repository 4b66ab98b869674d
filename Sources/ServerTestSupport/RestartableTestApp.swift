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
        try? await launch { app in await setup.dropSchema(of: app) }
    }
    do {
        try await body(launch)
    } catch {
        await dropSchema()
        throw error
    }
    await dropSchema()
}

/// Runs `body` with two in-process servers on one database and data directory, as two instances
/// behind a load balancer would be (what crosses between them goes through the database). Each
/// has its own instance name, as two data directories would give them (their job claims differ).
public func withTwoSuiteApps(
    _ backends: [any SuiteBackend],
    _ body: (_ first: Application, _ second: Application) async throws -> Void
) async throws {
    var setup = try TestSetup(prefix: "suite-pair", backends: backends)
    defer { setup.removeDataDirectory() }
    var secondSetup = setup
    setup.config.instanceID = "first-" + UUID().uuidString
    secondSetup.config.instanceID = "second-" + UUID().uuidString
    try await withApp(configure: setup.configure) { first in
        try await withApp(configure: secondSetup.configure) { second in
            do {
                try await body(first, second)
            } catch {
                await setup.dropSchema(of: second)
                throw error
            }
            await setup.dropSchema(of: second)
        }
    }
}
