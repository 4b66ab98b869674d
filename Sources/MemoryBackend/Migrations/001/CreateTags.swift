import Fluent
import SQLKit

struct CreateTags: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(MemoryTag.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("match_key", .string, .required)
            .unique(on: "user_id", "match_key")
            .create()
        try await database.schema(EntryTagLink.schema)
            .id()
            .field("entry_id", .uuid, .required, .references(MemoryEntry.schema, "id", onDelete: .cascade))
            .field("tag_id", .uuid, .required, .references(MemoryTag.schema, "id", onDelete: .cascade))
            .field("position", .int, .required)
            .unique(on: "entry_id", "tag_id")
            .create()
        let sql = database.sql
        try await sql.create(index: "memory_entry_tags_tag").on(EntryTagLink.schema).column("tag_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(EntryTagLink.schema).delete()
        try await database.schema(MemoryTag.schema).delete()
    }
}
