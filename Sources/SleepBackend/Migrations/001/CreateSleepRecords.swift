import Fluent
import SQLKit
import ServerCore

/// The history: one row per block occurrence the user acted on (or that was closed as missed),
/// with the planned times it had, so a later schedule or time-zone change rewrites nothing.
struct CreateSleepRecords: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SleepRecordRow.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("occurrence_id", .string, .required)
            .field("block_id", .string, .required)
            .field("kind", .string, .required)
            .field("day", .string, .required)
            .field("planned_start", .datetime, .required)
            .field("planned_end", .datetime, .required)
            .field("status", .string, .required)
            .field("actual_start", .datetime)
            .field("actual_end", .datetime)
            .field("restedness", .int)
            .field("note", .string, .required)
            .field("snooze_count", .int, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id", "occurrence_id")
            .create()
        // Pages read an account's records by planned start (a month, the last 90 days).
        try await database.sql.create(index: "sleep_records_user_start_idx").on(SleepRecordRow.schema)
            .column("user_id").column("planned_start").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SleepRecordRow.schema).delete()
    }
}
