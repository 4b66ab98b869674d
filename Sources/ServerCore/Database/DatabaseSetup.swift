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
            // PostgreSQL runs writers in parallel: a few connections per loop, and a burst waits
            // its turn for one (bounded, then 503) instead of failing after the 10 s default.
            databases.use(
                .postgres(
                    configuration: postgres, maxConnectionsPerEventLoop: config.databaseConnectionsPerLoop,
                    connectionPoolTimeout: .seconds(config.databaseConnectionWaitSeconds)),
                as: .psql)
            // A pool of its own for short statements that must not queue behind the writers'
            // transactions (`liveReads`): not the default, so nothing else lands there.
            databases.use(
                .postgres(configuration: postgres, maxConnectionsPerEventLoop: 1,
                          connectionPoolTimeout: .seconds(config.databaseConnectionWaitSeconds)),
                as: .psqlBesideWriters, isDefault: false)
        } else {
            // One connection, IMMEDIATE transactions: parallel writers wait their turn (see the type).
            // A request waits its turn for the one connection at most this long (then 503):
            // a burst on a busy two-core machine queues for seconds, not milliseconds.
            let sqlite = DatabaseConfigurationFactory.sqlite(
                .file(config.sqliteFile.path), connectionPoolTimeout: .seconds(sqliteTurnTimeoutSeconds))
            // As many read-only connections as cores: more could only queue for a CPU.
            let readerURI = Self.readOnlyURI(of: config.sqliteFile)
            let readerCount = config.sqliteReaders ? max(2, System.coreCount) : 0
            databases.use(
                .init { SerializedWritesConfiguration(base: sqlite.make(), readerURI: readerURI, readerCount: readerCount) },
                as: .sqlite)
        }
    }
}

extension DatabaseID {
    /// PostgreSQL's second, small pool: see `Application.liveReads`.
    static let psqlBesideWriters = DatabaseID(string: "psql-beside-writers")
}

extension Application {
    /// The database for reads that a person is waiting on while writes pour in: a live stream's
    /// new entries, their rendering, its notification to the other instances.
    ///
    /// On PostgreSQL, requests take connections from one pool per event loop. In a burst of
    /// uploads to one event each upload holds a connection for its transaction (and waits there
    /// for the event's log lock), so a live refresh asking that pool for its four reads queued
    /// behind all of them: 30 uploads, 10 at a time, reached the uploading instance's viewers at
    /// p50 758 ms / p90 3.2 s, against 0 with SQLite, whose reads have connections of their own.
    /// A small pool of its own (one connection per loop) gives them that on PostgreSQL too.
    public var liveReads: any Database {
        config.databaseURL == nil ? db : db(.psqlBesideWriters)
    }
}

extension Application {
    /// The SQLite file as a URI that opens it read-only (SQLite's `mode=ro`).
    static func readOnlyURI(of file: URL) -> String {
        var components = URLComponents(url: file.standardizedFileURL, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "mode", value: "ro")]
        return components.url!.absoluteString
    }
}

extension Application {
    /// Prepares the database and applies every pending migration, finishing before it returns.
    ///
    /// `.get()` matters: in an async context the plain `autoMigrate()` call resolves to Fluent's
    /// future-returning overload, so `try await app.autoMigrate()` started the migrations and
    /// returned at once — the server then answered before its tables existed.
    ///
    /// Fluent logs two lines per migration; those go to `debug`, and one line at `info` says
    /// what happened, so a first start does not scroll the server's address off the screen.
    public func migrateDatabase() async throws {
        try await oneMigratorAtATime { app in
            try await app.prepareDatabaseSchema()
            app.fluent.migrationLogLevel = .debug
            try await app.migrator.setupIfNeeded().get()
            let pending = try await app.migrator.previewPrepareBatch().get()
            try await app.migrator.prepareBatch().get()
            let database = app.config.databaseURL == nil ? "SQLite, \(app.config.sqliteFile.path)" : "PostgreSQL"
            app.logger.info(pending.isEmpty
                ? "Database ready (\(database)): up to date"
                : "Database ready (\(database)): \(pending.count) migration\(pending.count == 1 ? "" : "s") applied")
        }
    }

    /// Instances that start together against one PostgreSQL (a deploy, a host rebooted) would
    /// each find the same migrations pending and run them at once: the second to create a table
    /// fails, and so does its start. The first to ask holds the schema's migration lock (a
    /// session advisory lock, let go when it is done or its process dies); the others wait,
    /// then find nothing pending. The lock's connection comes from the small second pool, so the
    /// migrations never wait for the connection that holds it. (SQLite: one file, one writer.)
    private func oneMigratorAtATime(_ work: @escaping @Sendable (Application) async throws -> Void) async throws {
        guard config.databaseURL != nil else { return try await work(self) }
        let schema = TransactionLock.classKey(config.databaseSchema ?? "public")
        let purpose = TransactionLock.classKey("migrations")
        try await db(.psqlBesideWriters).withConnection { connection in
            let sql = connection.sql
            try await sql.raw("SELECT pg_advisory_lock(\(bind: purpose), \(bind: schema))").run()
            do {
                try await work(self)
            } catch {
                try? await sql.raw("SELECT pg_advisory_unlock(\(bind: purpose), \(bind: schema))").run()
                throw error
            }
            try await sql.raw("SELECT pg_advisory_unlock(\(bind: purpose), \(bind: schema))").run()
        }
    }

    /// Readies the database before migrations: SQLite switches to write-ahead logging (readers
    /// no longer wait for writers; the setting stays with the file); PostgreSQL gets its schema.
    public func prepareDatabaseSchema() async throws {
        let sql = db.sql
        guard config.databaseURL != nil else {
            try await sql.raw("PRAGMA journal_mode=WAL").run()
            // SQLite's page cache defaults to 2 MB per connection, so a month's recap read its
            // pages again through pread on every request. Each loop's handle reaches the one
            // connection (`SerializedWritesConfiguration`); asking on every loop keeps this right
            // should that ever change. The busy timeout makes a writer that finds the lock taken
            // by another process sleep and retry (bounded) rather than spin (sqlite-nio's own
            // handler retries at once, forever).
            for loop in eventLoopGroup.makeIterator() {
                let connection = databases.database(logger: logger, on: loop)?.sql
                try await connection?.raw("PRAGMA cache_size = -32768").run()
                try await connection?.raw("PRAGMA busy_timeout = \(unsafeRaw: String(sqliteBusyTimeoutMilliseconds))").run()
            }
            return
        }
        if let schema = config.databaseSchema {
            try await sql.raw("CREATE SCHEMA IF NOT EXISTS \(ident: schema)").run()
        }
    }
}

extension Database {
    /// The database as SQLKit sees it. The suite runs on SQLite and PostgreSQL only, both SQL
    /// drivers, so this cannot fail; reads that need SQL take it instead of a fallback that would
    /// quietly answer nothing.
    public var sql: any SQLDatabase {
        guard let sql = self as? any SQLDatabase else { preconditionFailure("\(type(of: self)) is not an SQL database") }
        return sql
    }

    /// Whether the database answers at all: what `/healthz` reports.
    public func ping() async throws {
        try await sql.raw("SELECT 1").run()
    }
}
