import Fluent

struct CreatePendingMedia: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PendingMedia.schema)
            .id()
            .field("owner_id", .uuid, .required)
            .field("storage_key", .string, .required)
            .field("staged_name", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PendingMedia.schema).delete()
    }
}
