import Fluent
import SQLKit

struct CreateMemoryEntries: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(MemoryEntry.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("title", .string)
            .field("description", .string)
            .field("text", .string)
            .field("occurred_at", .datetime, .required)
            .field("utc_offset_seconds", .int, .required)
            .field("latitude", .double)
            .field("longitude", .double)
            .field("place_name", .string)
            .field("song_title", .string)
            .field("song_artist", .string)
            .field("song_album", .string)
            .field("song_genre", .string)
            .field("song_played_at", .datetime)
            .field("is_private", .bool, .required)
            .field("suggestions", .string)
            .field("search_document", .string, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .create()
        let sql = database.sql
        // The timeline's order and the summaries' range scans, per owner.
        try await sql.create(index: "memory_entries_timeline").on(MemoryEntry.schema)
            .column("user_id").column("occurred_at").column("id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(MemoryEntry.schema).delete()
    }
}
