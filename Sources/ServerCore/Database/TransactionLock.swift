import Fluent
import Foundation
import SQLKit

/// Makes transactions that work on the same thing (one event's live log, one account's push
/// plan) run one after another: the first holds the lock until it commits, the next waits for
/// it and then reads what the first wrote. Call it first thing inside `db.transaction`.
///
/// ```swift
/// try await app.db.transaction { db in
///     try await TransactionLock.hold("push-plan", user, on: db)
///     … read, decide, write …
/// }
/// ```
///
/// On PostgreSQL it is a transaction-scoped advisory lock; on SQLite a write transaction is
/// already alone (`BEGIN IMMEDIATE`, one writer), so there is nothing to take.
public enum TransactionLock {
    public static func hold(_ purpose: String, _ key: UUID, on db: any Database) async throws {
        let sql = db.sql
        guard sql.dialect.name == "postgresql" else { return }
        // Two 32-bit keys: the purpose's and 32 bits of the id (a shared value only makes one wait).
        let objectKey = withUnsafeBytes(of: key.uuid) { $0.loadUnaligned(as: Int32.self) }
        try await sql.raw("SELECT pg_advisory_xact_lock(\(bind: classKey(purpose)), \(bind: objectKey))").run()
    }

    /// A stable 32-bit key for `purpose` (FNV-1a: the same on every instance and every run).
    static func classKey(_ purpose: String) -> Int32 {
        var hash: UInt32 = 2_166_136_261
        for byte in purpose.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int32(bitPattern: hash)
    }
}
