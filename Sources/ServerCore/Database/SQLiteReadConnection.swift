import FluentSQLiteDriver
import Foundation
import NIOCore
import SQLKit
// sqlite-nio's C library: the one copy of SQLite in the process. A second copy would not see the
// first one's POSIX locks on the same file and could corrupt it, so reads use this one too.
import VaporCSQLite

/// One read-only SQLite handle that keeps its prepared statements.
///
/// sqlite-nio prepares every statement anew: parsing a page's long `SELECT` was a tenth of the
/// Memory share page. A page asks the same few statements again and again, so each connection
/// keeps what it prepared, keyed by the SQL text (binds travel separately), and only resets
/// and rebinds it. A statement is reset as soon as its rows are read, so no read holds its
/// snapshot open after it returns (that would stall the write-ahead log's checkpoints).
///
/// Not thread-safe: `SQLiteReadPool` lends each connection to one read at a time.
final class SQLiteReadConnection: @unchecked Sendable {
    private var handle: OpaquePointer?
    /// Each statement with its column names, and how many times SQLite had prepared it again
    /// when they were read: a schema change by another process (`suite migrate`) makes SQLite
    /// prepare it again inside `step`, and the names are then read again.
    private var statements: [String: Prepared] = [:]

    private struct Prepared {
        let statement: OpaquePointer
        var columns: SQLiteReadRow.Columns
        var reprepared: Int32
    }
    /// Past this many distinct statements the cache starts over: statements are few and fixed
    /// in shape (binds are parameters), so only something unexpected gets here.
    static let statementLimit = 256

    /// Opens `uri` (a `file:` URI, `mode=ro`) read-only.
    init(uri: String) throws {
        var handle: OpaquePointer?
        let status = sqlite_nio_sqlite3_open_v2(
            uri, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite_nio_sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite_nio_sqlite3_close_v2(handle)
            throw SQLiteReadError(message: "Cannot open the database read-only: \(message)")
        }
        self.handle = handle
    }

    deinit { close() }

    var isClosed: Bool { handle == nil }

    func close() {
        for prepared in statements.values { sqlite_nio_sqlite3_finalize(prepared.statement) }
        statements = [:]
        sqlite_nio_sqlite3_close_v2(handle)
        handle = nil
    }

    /// Runs `sql` with `binds` and returns every row, decoded through `decoder` when read.
    func rows(_ sql: String, _ binds: [SQLiteData], decoder: SQLiteDataDecoder) throws -> [any SQLRow] {
        var prepared = try prepared(sql)
        let statement = prepared.statement
        // Whatever happens below, the statement lets go of its snapshot. Its binds stay until
        // the next run replaces them (a read's binds are ids and search words): clearing them
        // marks a statement whose plan looked at a bind as expired, and SQLite would prepare
        // it again on every run, a tenth of the notes list.
        defer { sqlite_nio_sqlite3_reset(statement) }
        try bind(binds, to: statement)
        var rows: [any SQLRow] = []
        while true {
            let status = sqlite_nio_sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw error(status) }
            if rows.isEmpty { refreshColumns(of: &prepared, sql) }
            let columns = prepared.columns
            rows.append(SQLiteReadRow(columns: columns, values: try values(of: statement, count: columns.names.count), decoder: decoder))
        }
    }

    /// Reads the column names again when SQLite prepared the statement again since they were read.
    private func refreshColumns(of prepared: inout Prepared, _ sql: String) {
        let reprepared = sqlite_nio_sqlite3_stmt_status(prepared.statement, SQLITE_STMTSTATUS_REPREPARE, 0)
        guard reprepared != prepared.reprepared else { return }
        prepared.columns = SQLiteReadRow.Columns(prepared.statement)
        prepared.reprepared = reprepared
        statements[sql] = prepared
    }

    /// How many times SQLite has prepared `sql`'s kept statement again (nil when none is kept).
    func timesPreparedAgain(_ sql: String) -> Int32? {
        statements[sql].map { sqlite_nio_sqlite3_stmt_status($0.statement, SQLITE_STMTSTATUS_REPREPARE, 0) }
    }

    private func prepared(_ sql: String) throws -> Prepared {
        if let prepared = statements[sql] { return prepared }
        guard let handle else { throw SQLiteReadError(message: "The read connection is closed") }
        var statement: OpaquePointer?
        let status = sqlite_nio_sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw error(status) }
        if statements.count >= Self.statementLimit {
            for old in statements.values { sqlite_nio_sqlite3_finalize(old.statement) }
            statements = [:]
        }
        let prepared = Prepared(
            statement: statement, columns: SQLiteReadRow.Columns(statement),
            reprepared: sqlite_nio_sqlite3_stmt_status(statement, SQLITE_STMTSTATUS_REPREPARE, 0))
        statements[sql] = prepared
        return prepared
    }

    private func bind(_ binds: [SQLiteData], to statement: OpaquePointer) throws {
        for (offset, value) in binds.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .integer(let number): status = sqlite_nio_sqlite3_bind_int64(statement, index, Int64(number))
            case .float(let number): status = sqlite_nio_sqlite3_bind_double(statement, index, number)
            case .null: status = sqlite_nio_sqlite3_bind_null(statement, index)
            case .text(let text):
                var text = text
                status = text.withUTF8 {
                    sqlite_nio_sqlite3_bind_text64(statement, index, $0.baseAddress, UInt64($0.count), transient, UInt8(SQLITE_UTF8))
                }
            case .blob(let bytes):
                status = bytes.withUnsafeReadableBytes {
                    sqlite_nio_sqlite3_bind_blob64(statement, index, $0.baseAddress, UInt64($0.count), transient)
                }
            }
            guard status == SQLITE_OK else { throw error(status) }
        }
    }

    /// A row's values as sqlite-nio would give them, so decoding is the driver's own.
    private func values(of statement: OpaquePointer, count: Int) throws -> [SQLiteData] {
        try (0..<Int32(count)).map { column -> SQLiteData in
            switch sqlite_nio_sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER: return .integer(Int(sqlite_nio_sqlite3_column_int64(statement, column)))
            case SQLITE_FLOAT: return .float(sqlite_nio_sqlite3_column_double(statement, column))
            case SQLITE_NULL: return .null
            case SQLITE_TEXT:
                // Asked for after the text, as SQLite documents: the length of the UTF-8 form.
                guard let text = sqlite_nio_sqlite3_column_text(statement, column) else { return .text("") }
                let length = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
                return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
            case SQLITE_BLOB:
                let length = Int(sqlite_nio_sqlite3_column_bytes(statement, column))
                var buffer = ByteBufferAllocator().buffer(capacity: length)
                if let bytes = sqlite_nio_sqlite3_column_blob(statement, column) {
                    buffer.writeBytes(UnsafeRawBufferPointer(start: bytes, count: length))
                }
                return .blob(buffer)
            default:
                throw SQLiteReadError(message: "Column \(column) has a type SQLite does not document")
            }
        }
    }

    private func error(_ status: Int32) -> SQLiteReadError {
        let message = handle.map { String(cString: sqlite_nio_sqlite3_errmsg($0)) } ?? "closed"
        return SQLiteReadError(message: "\(message) (SQLite code \(status))")
    }
}

/// SQLite's "copy the value now" destructor for binds.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// What went wrong on a read connection, in SQLite's words.
struct SQLiteReadError: Error, CustomStringConvertible {
    let message: String
    var description: String { "SQLite read failed: \(message)" }
}

/// A row as SQLKit reads it, with sqlite-kit's rules: a column that is not there decodes as nil,
/// and values decode through the driver's data decoder.
struct SQLiteReadRow: SQLRow {
    /// A statement's column names, shared by all of its rows.
    final class Columns: Sendable {
        let names: [String]
        /// The first column of each name (a join may repeat one).
        let offsets: [String: Int]

        init(_ statement: OpaquePointer) {
            let count = Int(sqlite_nio_sqlite3_column_count(statement))
            names = (0..<count).map { String(cString: sqlite_nio_sqlite3_column_name(statement, Int32($0))) }
            offsets = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    let columns: Columns
    let values: [SQLiteData]
    let decoder: SQLiteDataDecoder

    var allColumns: [String] { columns.names }

    func contains(column: String) -> Bool { columns.offsets[column] != nil }

    func decodeNil(column: String) throws -> Bool {
        guard let offset = columns.offsets[column] else { return true }
        return values[offset] == .null
    }

    func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
        guard let offset = columns.offsets[column] else { throw MissingColumn(column: column) }
        if let value: D = Self.direct(values[offset]) { return value }
        return try decoder.decode(D.self, from: values[offset])
    }

    /// The columns pages read most, converted as the decoder converts them but without its
    /// dynamic cast and generic path (a list of 50 notes decodes 250 values). Nil hands the
    /// value to the decoder, which also makes every error.
    static func direct<D>(_ value: SQLiteData) -> D? {
        // `unsafeBitCast` only where `D` is exactly the type cast from.
        if D.self == String.self, case .text(let text) = value { return unsafeBitCast(text, to: D.self) }
        if D.self == String?.self {
            switch value {
            case .text(let text): return unsafeBitCast(String?.some(text), to: D.self)
            case .null: return unsafeBitCast(String?.none, to: D.self)
            default: return nil
            }
        }
        if D.self == Int.self, case .integer(let number) = value { return unsafeBitCast(number, to: D.self) }
        if D.self == Date.self, let date = Date(sqliteData: value) { return unsafeBitCast(date, to: D.self) }
        if D.self == Date?.self {
            if value == .null { return unsafeBitCast(Date?.none, to: D.self) }
            if let date = Date(sqliteData: value) { return unsafeBitCast(Date?.some(date), to: D.self) }
        }
        return nil
    }

    struct MissingColumn: Error, CustomStringConvertible {
        let column: String
        var description: String { "The row has no column \"\(column)\"" }
    }
}
