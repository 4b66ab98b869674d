import Fluent
import ServerCore

/// The schedules an account has used, one per day it took effect on, so past days keep the
/// blocks they were planned with (history, streaks and analytics across an edit).
struct CreateSleepSchedules: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SleepScheduleVersion.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("effective_day", .string, .required)
            .field("schedule", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "effective_day")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SleepScheduleVersion.schema).delete()
    }
}
