import Fluent

struct CreateShareLinks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ShareLink.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("target", .string, .required)
            .field("entry_id", .uuid, .references(MemoryEntry.schema, "id", onDelete: .cascade))
            .field("year", .int)
            .field("month", .int)
            .field("token_digest", .string, .required)
            .field("expires_at", .datetime, .required)
            .field("revoked_at", .datetime)
            .field("created_at", .datetime, .required)
            .unique(on: "token_digest")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ShareLink.schema).delete()
    }
}
