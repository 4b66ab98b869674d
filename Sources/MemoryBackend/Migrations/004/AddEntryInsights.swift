import Fluent
import SQLKit

/// Transcripts and moods on entries, and what song imports need: the source, the listening
/// time and a key per imported play, unique per owner, so importing a file twice adds nothing.
struct AddEntryInsights: AsyncMigration {
    /// Added one at a time: SQLite's ALTER TABLE adds a single column per statement.
    private static let columns: [(String, DatabaseSchema.DataType)] = [
        ("transcript", .string), ("transcript_state", .string), ("transcript_language", .string),
        ("transcript_edited", .bool), ("mood", .string), ("mood_confidence", .double), ("song_source", .string),
        ("song_listened_ms", .int), ("import_key", .string),
    ]

    func prepare(on database: any Database) async throws {
        for (name, type) in Self.columns {
            try await database.schema(MemoryEntry.schema).field(FieldKey(stringLiteral: name), type).update()
        }
        let sql = database.sql
        // NULL keys (entries made by hand) never collide, on SQLite and PostgreSQL alike.
        try await sql.raw("CREATE UNIQUE INDEX memory_entries_import_key ON memory_entries (user_id, import_key)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.sql.raw("DROP INDEX memory_entries_import_key").run()
        for (name, _) in Self.columns.reversed() {
            try await database.schema(MemoryEntry.schema).deleteField(FieldKey(stringLiteral: name)).update()
        }
    }
}
