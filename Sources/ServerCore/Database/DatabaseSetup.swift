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
            databases.use(try .postgres(url: url), as: .psql)
        } else {
            databases.use(.sqlite(.file(config.sqliteFile.path)), as: .sqlite)
        }
    }
}

extension Database {
    /// Whether the database answers at all: what `/healthz` reports.
    public func ping() async throws {
        guard let sql = self as? any SQLDatabase else { return }
        try await sql.raw("SELECT 1").run()
    }
}
