import Fluent
import Foundation
import SQLKit

/// Per owner: the entry count behind the timeline's `total`, and the revision that names the
/// owner's data as the timeline shows it (entries, their tags and media).
///
/// Read through `MemoryReads` (`total`, `revision`). Changed only by `EntryChanges.write`, in
/// the transaction of each change (and by `recount` after a bulk load), so neither drifts from
/// the rows; a missing row means the owner has no entries yet (revision 0). The revision only
/// grows: cached timeline pages (`RevisionedResponseCache`) are valid while it stays the same.
package enum EntryTotals {
    static let schema = "memory_entry_totals"

    /// Recounts an owner's entries (after a bulk load that bypassed `EntryStore`).
    package static func recount(userID: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw("""
            INSERT INTO memory_entry_totals (user_id, total, revision)
            SELECT \(bind: userID), COUNT(*), 1 FROM memory_entries WHERE user_id = \(bind: userID)
            ON CONFLICT (user_id) DO UPDATE
            SET total = excluded.total, revision = memory_entry_totals.revision + 1
            """).run()
    }
}
