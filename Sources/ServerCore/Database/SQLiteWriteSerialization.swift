import Fluent
import NIOCore
import SQLKit

/// SQLite under parallel writes: writers wait for each other instead of failing.
///
/// SQLite allows one writer at a time. Fluent's driver keeps one connection per event loop and
/// begins transactions with a plain (deferred) `BEGIN`, which starts as a reader and asks for the
/// write lock at its first write. When two connections do that at once, or another connection
/// committed since the reader started, SQLite answers `SQLITE_BUSY` at once — waiting could not
/// help that transaction — and the request failed with "database is locked" (five parallel
/// refreshes of one token answered 500 in half the trials).
///
/// This wraps the SQLite driver so that the process talks to the file through **one**
/// connection: every database handle is bound to the same event loop's single-connection pool.
/// Statements and whole transactions therefore run one after another, in the order they asked;
/// a request that finds the connection busy waits asynchronously in the pool's queue (bounded
/// by `sqliteTurnTimeoutSeconds`, then 503) without holding a thread. Waiting inside SQLite's busy handler
/// would block one of the few blocking-pool threads per waiter, and with every thread waiting
/// the lock holder could not finish: that is why the wait happens here, not in SQLite.
///
/// Transactions still begin `IMMEDIATE` and each connection sets `busy_timeout`, for writers in
/// other processes (`suite migrate`, maintenance scripts): they wait for the lock, bounded.
/// Readers elsewhere are never blocked (write-ahead log).
struct SerializedWritesConfiguration: DatabaseConfiguration {
    var base: any DatabaseConfiguration

    var middleware: [any AnyModelMiddleware] {
        get { base.middleware }
        set { base.middleware = newValue }
    }

    func makeDriver(for databases: Databases) -> any DatabaseDriver {
        SerializedWritesDriver(base: base.makeDriver(for: databases), loop: databases.eventLoopGroup.next())
    }
}

/// How long a writer in another process waits for the write lock before its statement fails.
let sqliteBusyTimeoutMilliseconds = 10_000

/// How long a request waits for its turn on the connection before it answers 503 `service_busy`.
let sqliteTurnTimeoutSeconds: Int64 = 60

private struct SerializedWritesDriver: DatabaseDriver {
    let base: any DatabaseDriver
    /// The event loop whose single connection every handle uses.
    let loop: any EventLoop

    func makeDatabase(with context: DatabaseContext) -> any Database {
        let context = DatabaseContext(
            configuration: context.configuration, logger: context.logger, eventLoop: loop, history: context.history,
            pageSizeLimit: context.pageSizeLimit, shouldTrace: context.shouldTrace)
        // The SQLite driver's databases are SQL databases; anything else passes through as is.
        guard let database = base.makeDatabase(with: context) as? any Database & SQLDatabase else {
            return base.makeDatabase(with: context)
        }
        return ImmediateTransactionDatabase(base: database, inTransaction: false)
    }

    func shutdown() { base.shutdown() }
    func shutdownAsync() async { await base.shutdownAsync() }
}

/// The SQLite database with `BEGIN IMMEDIATE` transactions; everything else is the driver's own.
private struct ImmediateTransactionDatabase: Database, SQLDatabase {
    let base: any Database & SQLDatabase
    let inTransaction: Bool

    var context: DatabaseContext { base.context }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<Void> {
        base.execute(query: query, onOutput: onOutput)
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> { base.execute(schema: schema) }
    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> { base.execute(enum: `enum`) }

    func withConnection<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let inTransaction = inTransaction
        return base.withConnection { connection in
            closure(Self.wrap(connection, inTransaction: inTransaction))
        }
    }

    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        guard !inTransaction else { return closure(self) }
        return base.withConnection { connection in
            let db = Self.wrap(connection, inTransaction: true)
            guard let sql = db as? any SQLDatabase else { return connection.transaction(closure) }
            return sql.raw("PRAGMA busy_timeout = \(unsafeRaw: String(sqliteBusyTimeoutMilliseconds))").run()
                .flatMap { sql.raw("BEGIN IMMEDIATE").run() }
                .flatMap {
                    closure(db)
                        .flatMap { result in sql.raw("COMMIT").run().map { result } }
                        .flatMapError { error -> EventLoopFuture<T> in
                            // Whatever the rollback says, the caller hears the original error.
                            sql.raw("ROLLBACK").run()
                                .flatMapThrowing { _ -> T in throw error }
                                .flatMapErrorThrowing { _ -> T in throw error }
                        }
                }
        }
    }

    private static func wrap(_ connection: any Database, inTransaction: Bool) -> any Database {
        guard let connection = connection as? any Database & SQLDatabase else { return connection }
        return ImmediateTransactionDatabase(base: connection, inTransaction: inTransaction)
    }

    // SQLDatabase

    var logger: Logger { base.context.logger }
    var eventLoop: any EventLoop { base.context.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { base.version }
    var dialect: any SQLDialect { base.dialect }
    var queryLogLevel: Logger.Level? { base.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        base.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await base.execute(sql: query, onRow)
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await base.withSession(closure)
    }
}
