import Fluent
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
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
///
/// Reads need none of that. With readers set, a read outside a transaction (a Fluent read or
/// aggregate, an SQLKit `SELECT`) goes to a few read-only connections instead (`SQLiteReadPool`,
/// which also spares each row its own hop to an event loop), so page views run beside each other
/// and beside a write rather than queueing for the writer. Fluent's rows are handed over on the
/// writer's loop, where Fluent expects them (it asserts so). A read right after a write sees it:
/// the write committed before its future completed, and every read starts a fresh snapshot.
/// Reads inside a transaction stay on the writer, where the transaction's own changes are.
struct SerializedWritesConfiguration: DatabaseConfiguration {
    var base: any DatabaseConfiguration
    /// The file as a read-only URI, and how many connections may read it at once (0: everything
    /// goes through the writer).
    var readerURI: String
    var readerCount: Int

    var middleware: [any AnyModelMiddleware] {
        get { base.middleware }
        set { base.middleware = newValue }
    }

    /// SQLite's statements block a thread while they run. They get threads of their own, one
    /// per connection (the writer and each reader), instead of the process's shared blocking
    /// pool: that pool has one thread per core and also serves file reads, ZIP downloads and
    /// DNS look-ups, and every page's read queued behind them (a test run with the pool busy saw
    /// a 401 wait more than 30 s for its one `SELECT`).
    func makeDriver(for databases: Databases) -> any DatabaseDriver {
        let loop = databases.eventLoopGroup.next()
        let threads = NIOThreadPool(numberOfThreads: readerCount + 1)
        threads.start()
        let readers = readerCount > 0
            ? SQLiteReadPool(uri: readerURI, capacity: readerCount, threadPool: threads, logger: Logger(label: "sqlite.readers"))
            : nil
        // The driver takes its thread pool from the `Databases` it is made for.
        let writer = base.makeDriver(for: Databases(threadPool: threads, on: databases.eventLoopGroup))
        return SerializedWritesDriver(base: writer, readers: readers, loop: loop, threads: threads)
    }
}

/// How long a writer in another process waits for the write lock before its statement fails.
let sqliteBusyTimeoutMilliseconds = 10_000

/// How long a request waits for its turn on the connection before it answers 503 `service_busy`.
let sqliteTurnTimeoutSeconds: Int64 = 60

private struct SerializedWritesDriver: DatabaseDriver {
    let base: any DatabaseDriver
    let readers: SQLiteReadPool?
    /// The event loop whose single connection every handle uses.
    let loop: any EventLoop
    /// The connections' own threads, stopped once they are closed.
    let threads: NIOThreadPool

    func makeDatabase(with context: DatabaseContext) -> any Database {
        let writerContext = DatabaseContext(
            configuration: context.configuration, logger: context.logger, eventLoop: loop, history: context.history,
            pageSizeLimit: context.pageSizeLimit, shouldTrace: context.shouldTrace)
        // The SQLite driver's databases are SQL databases; anything else passes through as is.
        guard let database = base.makeDatabase(with: writerContext) as? any Database & SQLDatabase else {
            return base.makeDatabase(with: writerContext)
        }
        return SQLiteRoutingDatabase(base: database, reader: readers, inTransaction: false)
    }

    func shutdown() {
        readers?.close()
        base.shutdown()
        threads.shutdownGracefully { _ in }
    }

    func shutdownAsync() async {
        readers?.close()
        await base.shutdownAsync()
        try? await threads.shutdownGracefully()
    }
}

/// The SQLite writer with `BEGIN IMMEDIATE` transactions, and reads outside a transaction sent to
/// a read-only connection when there is one; everything else is the driver's own.
struct SQLiteRoutingDatabase: Database, SQLDatabase {
    let base: any Database & SQLDatabase
    /// The read-only connections (nil: readers are off, or inside a transaction).
    let reader: SQLiteReadPool?
    let inTransaction: Bool

    /// Whether a Fluent query goes to the readers: reads and aggregates outside a transaction.
    private func reads(_ query: DatabaseQuery) -> Bool {
        guard reader != nil, !inTransaction else { return false }
        switch query.action {
        case .read, .aggregate: return true
        case .create, .update, .delete, .custom: return false
        }
    }

    /// What an SQL statement runs as, and on which readers: only a `SELECT` outside a
    /// transaction goes to them (nil: the writer).
    private func routed(_ query: any SQLExpression) -> (SQLiteReadPool?, any SQLExpression) {
        guard let reader, !inTransaction else { return (nil, query) }
        let (reads, statement) = Self.reading(query, on: base)
        return (reads ? reader : nil, statement)
    }

    /// Whether a statement only reads, and the statement to run. SQLKit's select builder says
    /// so by its type; a raw statement is read when its text starts with `SELECT` (not `WITH`: a
    /// common table expression may lead into an `INSERT`), and that text, serialized here to
    /// read it, is what runs, so the driver does not serialize it again.
    static func reading(_ query: any SQLExpression, on database: any SQLDatabase) -> (onlyReads: Bool, statement: any SQLExpression) {
        if query is SQLSelect || query is SQLUnion { return (true, query) }
        guard query is SQLQueryString || query is SQLRaw else { return (false, query) }
        let statement = SerializedSQL(query, on: database)
        let text = statement.sql.drop(while: { $0.isWhitespace || $0 == "(" })
        return (text.prefix(6).caseInsensitiveCompare("SELECT") == .orderedSame, statement)
    }

    var context: DatabaseContext { base.context }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<Void> {
        guard let reader, reads(query), let statement = FluentReadStatement.make(query, on: base)
        else {
            return base.execute(query: query, onOutput: onOutput)
        }
        return reader.rows(of: statement, for: base, deliveringOn: eventLoop) { row in
            onOutput(FluentReadStatement.RowOutput(row: row, schema: nil))
        }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> { base.execute(schema: schema) }
    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> { base.execute(enum: `enum`) }

    func withConnection<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let inTransaction = inTransaction
        // A closure given a connection may write: it gets the writer, and keeps to it.
        return base.withConnection { connection in
            closure(Self.wrap(connection, inTransaction: inTransaction))
        }
    }

    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        guard !inTransaction else { return closure(self) }
        return base.withConnection { connection in
            let db = Self.wrap(connection, inTransaction: true)
            let sql = db.sql
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
        return SQLiteRoutingDatabase(base: connection, reader: nil, inTransaction: inTransaction)
    }

    // SQLDatabase

    var logger: Logger { base.context.logger }
    var eventLoop: any EventLoop { base.context.eventLoop }
    var version: (any SQLDatabaseReportedVersion)? { base.version }
    var dialect: any SQLDialect { base.dialect }
    var queryLogLevel: Logger.Level? { base.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        let (reader, statement) = routed(query)
        guard let reader else { return base.execute(sql: statement, onRow) }
        return reader.rows(of: statement, for: base, deliveringOn: eventLoop, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        let (reader, statement) = routed(query)
        guard let reader else { return try await base.execute(sql: statement, onRow) }
        for row in try await reader.rows(of: statement, for: base) { onRow(row) }
    }

    func withSession<R>(_ closure: @escaping @Sendable (any SQLDatabase) async throws -> R) async throws -> R {
        try await base.withSession(closure)
    }
}
