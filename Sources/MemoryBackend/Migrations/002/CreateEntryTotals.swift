import Fluent
import SQLKit
import ServerCore

/// How many entries each owner has, kept with every create and delete, so the unfiltered
/// timeline answers its `total` without counting 100,000 rows per page. Filled from the
/// entries already there.
struct CreateEntryTotals: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(EntryTotals.schema)
            .field("user_id", .uuid, .identifier(auto: false), .references(User.schema, "id", onDelete: .cascade))
            .field("total", .int, .required)
            .create()
        let sql = database.sql
        try await sql.raw("""
            INSERT INTO memory_entry_totals (user_id, total)
            SELECT user_id, COUNT(*) FROM memory_entries GROUP BY user_id
            """).run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(EntryTotals.schema).delete()
    }
}
