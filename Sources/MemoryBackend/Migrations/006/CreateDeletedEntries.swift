import Fluent

/// Deleted entries, kept whole for the undo window (``EntryTrash``), then purged with their files.
struct CreateDeletedEntries: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DeletedEntry.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("deleted_at", .datetime, .required)
            .field("snapshot", .string, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DeletedEntry.schema).delete()
    }
}
