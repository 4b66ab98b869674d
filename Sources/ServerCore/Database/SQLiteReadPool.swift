import FluentSQLiteDriver
import NIOConcurrencyHelpers
import NIOCore
import SQLKit

/// The read-only SQLite connections that page reads run on, on the blocking thread pool, with the
/// statements already prepared.
///
/// Fluent's SQLite driver leases a connection through an event loop's pool, and sqlite-nio's
/// future-based query, which every pool path ends in, submits **each row** to that loop as its
/// own task before the query's future completes; it also parses every statement again. A page of
/// 50 notes was 50 hops plus the bookkeeping to join them, all on the one loop every connection
/// lives on. Here a read leases a connection from a lock-guarded list (no loop), runs on a
/// handle that keeps its prepared statements (`SQLiteReadConnection`) on the blocking thread
/// pool (a long read, a search over every note, must not hold one of the few threads every
/// request runs on), and collects the rows where SQLite produces them. Connections open on first use, up to
/// `capacity`; a read that finds every one busy waits its turn without holding a thread.
final class SQLiteReadPool: Sendable {
    /// A `file:` URI with `mode=ro`: a write sent here by mistake fails instead of slipping past
    /// the writer's serialization.
    let uri: String
    let capacity: Int
    private let threadPool: NIOThreadPool
    private let logger: Logger
    private let encoder = SQLiteDataEncoder()
    private let decoder = SQLiteDataDecoder()
    private let state = NIOLockedValueBox(State())

    private struct State {
        var idle: [SQLiteReadConnection] = []
        var opened = 0
        var waiting: [Waiter] = []
        var closed = false
    }

    /// A read waiting for a connection: it gets one, or nil to open one in a slot it is handed.
    private typealias Waiter = CheckedContinuation<SQLiteReadConnection?, any Error>

    /// What a lease found: a connection to use, room to open one, or a queue to wait in.
    private enum Lease {
        case ready(SQLiteReadConnection)
        case open
        case wait
    }

    init(uri: String, capacity: Int, threadPool: NIOThreadPool, logger: Logger) {
        self.uri = uri
        self.capacity = max(1, capacity)
        self.threadPool = threadPool
        self.logger = logger
    }

    /// Runs a statement, serialized in `database`'s dialect, on a free connection and returns
    /// its rows, decoded the way Fluent's SQLite driver decodes (the default data decoder), with
    /// the query logged at `database`'s level like the driver logs it.
    func rows(of statement: any SQLExpression, for database: any SQLDatabase) async throws -> [any SQLRow] {
        let (sql, binds) = try serialized(statement, for: database)
        let connection = try await lease()
        // Given back after the await, not inside the work: a read cancelled before the pool ran
        // it never runs its work, and its connection would be lost.
        do {
            let rows = try await threadPool.runIfActive { [decoder] in
                try connection.rows(sql, binds, decoder: decoder)
            }
            giveBack(connection)
            return rows
        } catch {
            giveBack(connection)
            throw error
        }
    }

    /// The same for a caller that wants a future, with every row handed over on `loop` in one
    /// go: Fluent asserts that its rows arrive on its database's loop. With a connection free
    /// the read goes from the thread pool straight to the loop; otherwise a task waits its turn.
    func rows(
        of statement: any SQLExpression, for database: any SQLDatabase,
        deliveringOn loop: any EventLoop, _ onRow: @escaping @Sendable (any SQLRow) -> Void
    ) -> EventLoopFuture<Void> {
        let idle = state.withLockedValue { state in state.closed ? nil : state.idle.popLast() }
        guard let idle else {
            return loop.makeFutureWithTask { try await self.rows(of: statement, for: database) }
                .map { rows in rows.forEach(onRow) }
        }
        let serialized: (sql: String, binds: [SQLiteData])
        do {
            serialized = try self.serialized(statement, for: database)
        } catch {
            giveBack(idle)
            return loop.makeFailedFuture(error)
        }
        return threadPool.runIfActive(eventLoop: loop) { [decoder] in
            try idle.rows(serialized.sql, serialized.binds, decoder: decoder)
        }
        .always { _ in self.giveBack(idle) }  // also when the pool refused to run it
        .map { rows in rows.forEach(onRow) }
    }

    /// The statement's SQL and binds as SQLite takes them, logged like the driver logs a query.
    private func serialized(_ statement: any SQLExpression, for database: any SQLDatabase) throws -> (sql: String, binds: [SQLiteData]) {
        // SQLKit builder selects reach here unserialized; Fluent's reads come as ready text.
        let serialized = SerializedSQL(statement, on: database)
        let (sql, rawBinds) = (serialized.sql, serialized.binds)
        if let queryLogLevel = database.queryLogLevel {
            logger.log(level: queryLogLevel, "Executing query", metadata: ["sql": .string(sql), "binds": .array(rawBinds.map { .string("\($0)") })])
        }
        return (sql, try rawBinds.map { try encoder.encode($0) })
    }

    private func lease() async throws -> SQLiteReadConnection {
        let lease: Lease = try state.withLockedValue { state in
            guard !state.closed else { throw Closed() }
            if let connection = state.idle.popLast() { return .ready(connection) }
            guard state.opened < capacity else { return .wait }
            state.opened += 1
            return .open
        }
        switch lease {
        case .ready(let connection):
            return connection
        case .open:
            return try await openInHeldSlot()
        case .wait:
            let handed: SQLiteReadConnection? = try await withCheckedThrowingContinuation { continuation in
                // The pool may have closed, or a connection come back, since the check above.
                let now: Result<SQLiteReadConnection?, any Error>? = state.withLockedValue { state in
                    if state.closed { return .failure(Closed()) }
                    if let connection = state.idle.popLast() { return .success(connection) }
                    state.waiting.append(continuation)
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
            // nil: an open failed and handed this read its slot, to try in turn.
            if let handed { return handed }
            return try await openInHeldSlot()
        }
    }

    /// Opens a connection in a slot already counted in `opened`. When that fails, the slot goes
    /// to the first waiting read (which tries in turn, so a lasting failure reaches every waiter
    /// as an error instead of leaving them waiting), or back to the pool.
    private func openInHeldSlot() async throws -> SQLiteReadConnection {
        do {
            return try await open()
        } catch {
            releaseSlot()
            throw error
        }
    }

    private func releaseSlot() {
        let next: Waiter? = state.withLockedValue { state in
            guard !state.closed, !state.waiting.isEmpty else {
                state.opened -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: nil)
    }

    private func giveBack(_ connection: SQLiteReadConnection) {
        enum Next { case idle, close, slotFreed, handTo(Waiter) }
        let next: Next = state.withLockedValue { state in
            // Once closing, a connection that comes back is closed, not handed out again.
            if state.closed {
                state.opened -= 1
                return .close
            }
            if connection.isClosed { return .slotFreed }
            guard !state.waiting.isEmpty else {
                state.idle.append(connection)
                return .idle
            }
            return .handTo(state.waiting.removeFirst())
        }
        switch next {
        case .idle: break
        case .close: connection.close()
        case .slotFreed: releaseSlot()
        case .handTo(let waiter): waiter.resume(returning: connection)
        }
    }

    private func open() async throws -> SQLiteReadConnection {
        try await threadPool.runIfActive { [uri] in
            let connection = try SQLiteReadConnection(uri: uri)
            // The same page cache as the writer (see `prepareDatabaseSchema`); a reader never
            // waits for a lock under the write-ahead log, so it needs no busy timeout.
            _ = try connection.rows("PRAGMA cache_size = -32768", [], decoder: SQLiteDataDecoder())
            return connection
        }
    }

    /// Closes every idle connection and refuses new reads; waiting reads fail, and a read
    /// still running closes its connection when it gives it back.
    func close() {
        let (idle, waiting) = state.withLockedValue { state in
            state.closed = true
            defer { state.idle = []; state.waiting = [] }
            return (state.idle, state.waiting)
        }
        for continuation in waiting { continuation.resume(throwing: Closed()) }
        for connection in idle { connection.close() }
    }

    /// A read asked for after the server began shutting down.
    struct Closed: Error, CustomStringConvertible {
        var description: String { "The SQLite read connections are closed (the server is shutting down)." }
    }
}
