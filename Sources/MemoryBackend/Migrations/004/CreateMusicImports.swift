import Fluent

/// Uploaded listening histories between preview and import, with their counts and progress.
struct CreateMusicImports: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(MusicImportRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("state", .string, .required)
            .field("format", .string, .required)
            .field("time_zone", .string, .required)
            .field("file_count", .int, .required)
            .field("plays", .int, .required)
            .field("already_imported", .int, .required)
            .field("skipped_not_music", .int, .required)
            .field("skipped_short", .int, .required)
            .field("skipped_now_playing", .int, .required)
            .field("duplicates", .int, .required)
            .field("listening_ms", .int64, .required)
            .field("first_played_at", .datetime)
            .field("last_played_at", .datetime)
            .field("imported", .int, .required)
            .field("created_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(MusicImportRecord.schema).delete()
    }
}
