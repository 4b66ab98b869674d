import Fluent
import SQLKit
import FluentPostgresDriver
import FluentSQLiteDriver
import Vapor

extension Application {
    /// SQLite under the data directory by default; PostgreSQL when `DATABASE_URL` is set.
    /// Both run the same migrations, so behaviour does not depend on the choice.
    func configureDatabase(_ config: AppConfig) throws {
        if let url = config.databaseURL {
            var postgres = try SQLPostgresConfiguration(url: url)
            if let schema = config.databaseSchema { postgres.searchPath = [schema, "public"] }
            databases.use(.postgres(configuration: postgres), as: .psql)
        } else {
            databases.use(.sqlite(.file(config.sqliteFile.path)), as: .sqlite)
        }
    }
}

extension Application {
    /// Creates the configured PostgreSQL schema if it is missing; migrations then land in it.
    public func prepareDatabaseSchema() async throws {
        guard let schema = config.databaseSchema, config.databaseURL != nil, let sql = db as? any SQLDatabase else {
            return
        }
        try await sql.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
    }
}

extension Database {
    /// Whether the database answers at all: what `/healthz` reports.
    public func ping() async throws {
        guard let sql = self as? any SQLDatabase else { return }
        try await sql.raw("SELECT 1").run()
    }
}
