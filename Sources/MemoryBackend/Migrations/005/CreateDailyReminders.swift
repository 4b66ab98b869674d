import Fluent

/// The daily reminder per account (time and calendar-link generation), one row at most.
struct CreateDailyReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DailyReminderRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("minute_of_day", .int)
            .field("feed_generation", .int, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DailyReminderRecord.schema).delete()
    }
}
