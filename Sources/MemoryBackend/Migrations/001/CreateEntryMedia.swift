import Fluent
import SQLKit

struct CreateEntryMedia: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(EntryMedia.schema)
            .id()
            .field("entry_id", .uuid, .required, .references(MemoryEntry.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("content_type", .string, .required)
            .field("byte_size", .int64, .required)
            .field("original_name", .string)
            .field("width", .int)
            .field("height", .int)
            .field("duration_seconds", .double)
            .field("thumbnail_sizes", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        let sql = database.sql
        try await sql.create(index: "memory_entry_media_entry").on(EntryMedia.schema).column("entry_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(EntryMedia.schema).delete()
    }
}
