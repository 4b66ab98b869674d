import Fluent
import SQLKit

/// Web Push: devices per account, and the notifications scheduled for them.
struct CreatePushTables: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PushSubscriptionRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("endpoint", .string, .required)
            .field("p256dh", .string, .required)
            .field("auth", .string, .required)
            .field("device_name", .string, .required)
            .field("apps", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "endpoint")
            .create()
        try await database.sql.create(index: "push_subscriptions_user").on(PushSubscriptionRecord.schema).column("user_id").run()
        try await database.schema(PushScheduledRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("app", .string, .required)
            .field("occurrence", .string, .required)
            .field("run_at", .datetime, .required)
            .field("message", .string, .required)
            .field("state", .string, .required)
            .field("attempts", .int, .required)
            .field("locked_at", .datetime)
            .field("delivered_to", .string, .required)
            .field("last_error", .string)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id", "occurrence")
            .create()
        // The claim query scans by state and due time.
        try await database.sql.create(index: "push_scheduled_state_run_at").on(PushScheduledRecord.schema)
            .column("state").column("run_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PushScheduledRecord.schema).delete()
        try await database.schema(PushSubscriptionRecord.schema).delete()
    }
}
