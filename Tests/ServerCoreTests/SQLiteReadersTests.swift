import Fluent
import FluentSQLiteDriver
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

@Suite("SQLite reads run on read-only connections beside the writer")
struct SQLiteReadersTests {
    /// Holds the one SQLite writer inside a transaction that has inserted an account, until released.
    final class HeldWriter: Sendable {
        private let entered = NIOLockedValueBox(false)
        private let released = AsyncStream<Void>.makeStream()
        let task: Task<Void, any Error>

        init(_ app: Application) {
            let entered = entered
            let release = released.stream
            task = Task {
                try await app.db.transaction { db in
                    try await User(email: "held@example.com", passwordHash: "x").create(on: db)
                    entered.withLockedValue { $0 = true }
                    for await _ in release { break }
                }
            }
        }

        func waitUntilHeld() async throws {
            while !entered.withLockedValue({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        }

        func release() async throws {
            released.continuation.yield()
            try await task.value
        }
    }

    /// Counts accounts in a task of its own; `finished` tells whether it has answered yet.
    final class Read: Sendable {
        let task: Task<Int, any Error>
        private let done = NIOLockedValueBox(false)

        init(_ app: Application) {
            let done = done
            task = Task {
                let count = try await User.query(on: app.db).count()
                done.withLockedValue { $0 = true }
                return count
            }
        }

        var finished: Bool { done.withLockedValue { $0 } }

        /// Waits up to `limit` for the answer without ever blocking on it.
        func finishes(within limit: Duration) async throws -> Bool {
            let deadline = ContinuousClock.now + limit
            while !finished, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
            return finished
        }
    }

    @Test("A page's read answers while a write transaction holds the writer, and sees only committed rows")
    func readsBesideAWrite() async throws {
        try await withSuiteApp { app in
            guard app.config.databaseURL == nil else { return }  // PostgreSQL has readers of its own
            // setup
            let writer = HeldWriter(app)
            try await writer.waitUntilHeld()
            // act
            let read = Read(app)
            let answeredWhileHeld = try await read.finishes(within: .seconds(20))
            try await writer.release()
            let during = try await read.task.value
            let after = try await User.query(on: app.db).count()
            // check
            #expect(answeredWhileHeld, "the read waited for the writer")
            #expect(during == 0, "the uncommitted account is not visible")
            #expect(after == 1, "a read after the commit sees it")
        }
    }

    @Test("With SQLITE_READERS=0 a read waits for the writer's transaction")
    func readersOff() async throws {
        try await withSuiteApp(adjusting: { $0.sqliteReaders = false }) { app in
            guard app.config.databaseURL == nil else { return }
            // setup
            let writer = HeldWriter(app)
            try await writer.waitUntilHeld()
            // act
            let read = Read(app)
            let answeredWhileHeld = try await read.finishes(within: .milliseconds(500))
            try await writer.release()
            let count = try await read.task.value
            // check
            #expect(!answeredWhileHeld)
            #expect(count == 1, "it ran after the commit")
        }
    }

    @Test("The read connections cannot write")
    func readersAreReadOnly() async throws {
        try await withSuiteApp { app in
            guard app.config.databaseURL == nil else { return }
            let reader = try #require((app.db as? SQLiteRoutingDatabase)?.reader)
            await #expect(throws: (any Error).self) {
                _ = try await reader.rows(
                    of: SQLRaw("INSERT INTO users (id, email, password_hash) VALUES ('x', 'x@example.com', 'x')"),
                    for: app.db as! any SQLDatabase)
            }
            #expect(try await User.query(on: app.db).count() == 0)
        }
    }

    @Test("Rows from the read connections decode as the driver's do: ids, text, numbers, nulls, absent columns")
    func rowDecoding() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            let id = UUID()
            // act
            let row = try #require(try await sql.raw("""
                SELECT \(bind: id) AS id, 'not a uuid' AS bad, 1.5 AS f, NULL AS n, 7 AS i, 'Çağrı' AS t
                """).first())
            // check
            #expect(row is SQLiteReadRow, "the read went to the read connections")
            #expect(row.allColumns == ["id", "bad", "f", "n", "i", "t"])
            #expect(try row.decode(column: "id", as: UUID.self) == id)
            #expect(throws: (any Error).self) { try row.decode(column: "bad", as: UUID.self) }
            #expect(try row.decode(column: "f", as: Double.self) == 1.5)
            #expect(try row.decode(column: "i", as: Int.self) == 7)
            #expect(try row.decode(column: "t", as: String.self) == "Çağrı")
            #expect(try row.decode(column: "n", as: String?.self) == nil)
            #expect(try row.decodeNil(column: "n") && row.decodeNil(column: "absent"))
            #expect(!row.contains(column: "absent"))
            #expect(throws: (any Error).self) { try row.decode(column: "absent", as: Int.self) }
        }
    }

    @Test("A statement asked again is the one already prepared, and sees rows written since")
    func preparedStatementsSeeNewRows() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            let count = { try await sql.select().column(SQLFunction("count", args: SQLLiteral.all), as: "n").from("users").first(decodingColumn: "n", as: Int.self) }
            // act
            let before = try await count()
            try await sql.raw("INSERT INTO users (id, email, password_hash) VALUES ('x', 'x@example.com', 'x')").run()
            let after = try await count()
            // check
            #expect(before == 0 && after == 1)
        }
    }

    @Test("Reads cancelled before they run give their connection back", .timeLimit(.minutes(1)))
    func cancelledReadsGiveTheirConnectionBack() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            let reader = try #require((app.db as? SQLiteRoutingDatabase)?.reader)
            let allAtOnce = {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<(reader.capacity * 2) {
                        group.addTask { try await sql.raw("SELECT 1 AS n").all().count }
                    }
                    return try await group.reduce(0, +)
                }
            }
            // setup: every connection open, then more cancelled reads than there are connections
            _ = try await allAtOnce()
            for _ in 0..<(reader.capacity * 3) {
                let read = Task { try await reader.rows(of: SQLRaw("SELECT 1 AS n"), for: sql) }
                read.cancel()
                _ = try? await read.value
            }
            // act: every connection busy at once; a lost one would leave a read waiting forever
            let answered = try await allAtOnce()
            // check
            #expect(answered == reader.capacity * 2)
        }
    }

    @Test("When connections cannot open, every waiting read gets the error instead of waiting forever", .timeLimit(.minutes(1)))
    func failedOpensReachEveryWaiter() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).sqlite")
            let pool = SQLiteReadPool(
                uri: Application.readOnlyURI(of: missing), capacity: 1, threadPool: app.threadPool, logger: app.logger)
            // act: one read opens (and fails) while the others wait for its slot
            let failures = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<6 {
                    group.addTask { (try? await pool.rows(of: SQLRaw("SELECT 1"), for: sql)) == nil }
                }
                return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
            }
            // check
            #expect(failures == 6)
        }
    }

    @Test("A statement kept prepared reads its columns again after another connection changes the table")
    func preparedStatementsFollowSchemaChanges() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            try await sql.raw("CREATE TABLE reshaped (a INTEGER)").run()
            try await sql.raw("INSERT INTO reshaped (a) VALUES (1)").run()
            let connection = try SQLiteReadConnection(uri: Application.readOnlyURI(of: app.config.sqliteFile))
            defer { connection.close() }
            let before = try connection.rows("SELECT * FROM reshaped", [], decoder: .init())
            // act
            try await sql.raw("ALTER TABLE reshaped ADD COLUMN b TEXT DEFAULT 'x'").run()
            let after = try connection.rows("SELECT * FROM reshaped", [], decoder: .init())
            // check
            #expect(before.first?.allColumns == ["a"])
            #expect(after.first?.allColumns == ["a", "b"])
            #expect(try after.first?.decode(column: "b", as: String.self) == "x")
        }
    }

    @Test("A kept statement run again with other binds is not prepared again")
    func keptStatementsAreNotPreparedAgain() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            try await sql.raw("CREATE TABLE listed (owner TEXT, at REAL, gone REAL, body TEXT)").run()
            try await sql.raw("CREATE INDEX listed_idx ON listed (owner, at DESC)").run()
            try await sql.raw("INSERT INTO listed VALUES ('a', 1, NULL, 'one'), ('b', 2, NULL, 'two')").run()
            let connection = try SQLiteReadConnection(uri: Application.readOnlyURI(of: app.config.sqliteFile))
            defer { connection.close() }
            let page = "SELECT substr(body, 1, 2) AS body FROM listed WHERE owner = ?1 AND gone IS NULL ORDER BY at DESC LIMIT 50"
            // act
            for owner in ["a", "b", "a", "b"] {
                let rows = try connection.rows(page, [.text(owner)], decoder: .init())
                #expect(rows.count == 1)
            }
            // check
            #expect(connection.timesPreparedAgain(page) == 0)
        }
    }

    @Test("Many more reads than read connections all answer, each with its own rows")
    func readsQueueForAConnection() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            let reader = try #require((app.db as? SQLiteRoutingDatabase)?.reader)
            // act: 40 reads at once on a few connections, through SQLKit and Fluent alike
            let answers = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                for n in 1...40 {
                    group.addTask {
                        let rows = try await sql.raw("SELECT \(bind: n) AS n UNION ALL SELECT \(bind: n + 1000)").all()
                        let users = try await User.query(on: app.db).count()
                        return (n, try rows.map { try $0.decode(column: "n", as: Int.self) }.reduce(0, +) + users)
                    }
                }
                return try await group.reduce(into: [Int: Int]()) { $0[$1.0] = $1.1 }
            }
            // check
            #expect(reader.capacity < 40)
            #expect(answers.count == 40)
            #expect(answers.allSatisfy { n, sum in sum == 2 * n + 1000 }, "a read got another read's rows")
        }
    }

    @Test("Only SELECT statements count as reads")
    func classification() async throws {
        try await withSuiteApp { app in
            guard let sql = app.db as? any SQLDatabase, app.config.databaseURL == nil else { return }
            let select = sql.select().column("id").from("users").select
            #expect(SQLiteRoutingDatabase.reading(select, on: sql).onlyReads)
            #expect(SQLiteRoutingDatabase.reading(SQLQueryString("  select 1"), on: sql).onlyReads)
            #expect(!SQLiteRoutingDatabase.reading(SQLQueryString("WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x"), on: sql).onlyReads)
            #expect(!SQLiteRoutingDatabase.reading(SQLQueryString("UPDATE users SET email = 'a'"), on: sql).onlyReads)
            #expect(!SQLiteRoutingDatabase.reading(SQLQueryString("PRAGMA journal_mode=WAL"), on: sql).onlyReads)
        }
    }
}

@Suite("Read rows convert common columns directly, exactly as the driver's decoder does")
struct SQLiteReadRowDirectTests {
    static let values: [SQLiteData] = [
        .text("hello"), .text(""), .text("2024-05-06T07:08:09Z"), .text("2024-05-06"), .text("12"),
        .integer(42), .integer(-7), .float(1_714_979_289.123456789), .float(0.5), .null, .blob(ByteBuffer(bytes: [1, 2])),
    ]

    /// `direct` either declines or gives what the decoder gives; where the decoder throws it declines.
    func agrees<D: Decodable & Equatable>(_ type: D.Type) {
        for value in Self.values {
            let decoded = try? SQLiteDataDecoder().decode(D.self, from: value)
            let direct: D? = SQLiteReadRow.direct(value)
            if let direct {
                #expect(direct == decoded, "\(D.self) from \(value)")
            }
        }
    }

    @Test("String, String?, Int, Date and Date? from text, numbers, null and blobs")
    func sameAsDecoder() {
        agrees(String.self)
        agrees(String?.self)
        agrees(Int.self)
        agrees(Date.self)
        agrees(Date?.self)
    }

    @Test("The common cases take the direct path (so the test above compares something)")
    func directPathTaken() {
        #expect(SQLiteReadRow.direct(.text("a")) == "a")
        #expect(SQLiteReadRow.direct(.null) == String?.none)
        #expect(SQLiteReadRow.direct(.integer(3)) == 3)
        #expect(SQLiteReadRow.direct(.float(0.5)) == Date(timeIntervalSince1970: 0.5))
        #expect((SQLiteReadRow.direct(.blob(ByteBuffer(bytes: [1]))) as String?) == nil)
        #expect((SQLiteReadRow.direct(.text("3")) as Int?) == nil, "text is not converted to a number, as the decoder refuses")
    }
}
