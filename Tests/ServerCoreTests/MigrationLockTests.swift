import Fluent
import Foundation
import ServerTestSupport
import SQLKit
import Testing
import Vapor

@testable import ServerCore

/// Instances starting together against one PostgreSQL (`make test-postgres`; on SQLite there
/// is one file and one writer, and the test returns at once).
@Suite("Migrations: instances that start together")
struct MigrationLockTests {
    @Test("Two instances migrating one new schema at once both start, and each migration runs once")
    func twoInstancesMigrateTogether() async throws {
        try await withSuiteApp { app in
            guard app.config.databaseURL != nil else { return }
            // setup: two instances configured on a schema nothing has migrated yet
            var config = app.config
            config.databaseSchema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            let instances = [try await Application.make(.testing), try await Application.make(.testing)]
            for instance in instances {
                try await instance.configureServerCore(config: config, options: .init(bcryptCost: 4, publicDirectory: TestPaths.publicDirectory))
            }
            // act
            let failures = await withTaskGroup(of: String?.self) { group in
                for instance in instances {
                    group.addTask {
                        do { try await instance.migrateDatabase() } catch { return String(reflecting: error) }
                        return nil
                    }
                }
                return await group.compactMap { $0 }.reduce(into: [String]()) { $0.append($1) }
            }
            // check
            let sql = app.db.sql
            let applied = try await sql.raw("SELECT count(*) AS n FROM \(ident: config.databaseSchema!)._fluent_migrations")
                .first(decodingColumn: "n", as: Int.self)
            let distinct = try await sql.raw("SELECT count(DISTINCT name) AS n FROM \(ident: config.databaseSchema!)._fluent_migrations")
                .first(decodingColumn: "n", as: Int.self)
            try await sql.raw("DROP SCHEMA \(ident: config.databaseSchema!) CASCADE").run()
            for instance in instances { try await instance.asyncShutdown() }
            #expect(failures.isEmpty, "\(failures)")
            #expect(applied == distinct && (applied ?? 0) > 0)
        }
    }
}
