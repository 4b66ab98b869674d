import Fluent
import SQLKit
import ServerCore

/// "Remind me" per account: the launches an account wants reminding of, and the generation of
/// its private reminders feed (resetting the link bumps it). Both go with their account through
/// the foreign key's cascade.
struct CreateReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ReminderRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("launch_id", .string, .required)
            .field("name", .string, .required)
            .field("net", .datetime)
            .field("net_exact", .bool, .required)
            .field("created_at", .datetime, .required)
            // Asking twice keeps one row, even when two taps race.
            .unique(on: "user_id", "launch_id")
            .create()
        try await database.schema(ReminderFeedRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("generation", .int, .required)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ReminderFeedRecord.schema).delete()
        try await database.schema(ReminderRecord.schema).delete()
    }
}
