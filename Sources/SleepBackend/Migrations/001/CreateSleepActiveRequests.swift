import Fluent
import ServerCore

/// Notifications the user's actions added to the plan (snoozes, a wake alarm moved by an early
/// start), kept until their block is long over.
struct CreateSleepActiveRequests: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SleepActiveRequest.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("request_id", .string, .required)
            .field("fire_date", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .field("request", .string, .required)
            .unique(on: "user_id", "request_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SleepActiveRequest.schema).delete()
    }
}
