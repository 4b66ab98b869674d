import Fluent
import SQLKit

/// Indexes in exactly the list's two orders (NoteSorter: date, other date, id), so a page of
/// the list walks the index and stops after its rows instead of sorting every note.
struct AddNotesListIndexes: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let sql = database.sql
        try await sql.raw("""
            CREATE INDEX notes_list_updated_idx ON notes (user_id, updated_at DESC, created_at DESC, id ASC)
            """).run()
        try await sql.raw("""
            CREATE INDEX notes_list_created_idx ON notes (user_id, created_at DESC, updated_at DESC, id ASC)
            """).run()
    }

    func revert(on database: any Database) async throws {
        let sql = database.sql
        try await sql.raw("DROP INDEX notes_list_updated_idx").run()
        try await sql.raw("DROP INDEX notes_list_created_idx").run()
    }
}
