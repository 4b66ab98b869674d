import Fluent
import Foundation
import SQLKit

/// The per-owner entry count behind the timeline's `total`.
///
/// Changed only inside the transaction that creates or deletes an entry, so it never drifts
/// from the rows; a missing row means the owner has no entries yet.
enum EntryTotals {
    static let schema = "memory_entry_totals"

    static func total(userID: UUID, on sql: any SQLDatabase) async throws -> Int {
        struct Row: Decodable { var total: Int }
        return try await sql.raw("SELECT total FROM memory_entry_totals WHERE user_id = \(bind: userID)")
            .first(decoding: Row.self)?.total ?? 0
    }

    /// Adds `delta` (negative on delete); the first entry creates the row.
    static func add(_ delta: Int, userID: UUID, on db: any Database) async throws {
        guard let sql = db as? any SQLDatabase else { return }
        try await sql.raw("""
            INSERT INTO memory_entry_totals (user_id, total) VALUES (\(bind: userID), \(bind: max(delta, 0)))
            ON CONFLICT (user_id) DO UPDATE SET total = memory_entry_totals.total + \(bind: delta)
            """).run()
    }

    /// Recounts an owner's entries (after a bulk load that bypassed the repository).
    static func recount(userID: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw("DELETE FROM memory_entry_totals WHERE user_id = \(bind: userID)").run()
        try await sql.raw("""
            INSERT INTO memory_entry_totals (user_id, total)
            SELECT user_id, COUNT(*) FROM memory_entries WHERE user_id = \(bind: userID) GROUP BY user_id
            """).run()
    }
}
