import Fluent
import SQLKit

/// `memory_entry_totals.revision`: bumped with every change the timeline shows, so cached
/// timeline pages know when they are stale (see `EntryTotals`).
struct AddTimelineRevision: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(EntryTotals.schema).field("revision", .int64, .required, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(EntryTotals.schema).deleteField("revision").update()
    }
}
