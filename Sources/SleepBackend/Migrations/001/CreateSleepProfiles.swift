import Fluent
import ServerCore

/// One row per account that has started PolySleep: time zone, adaptation, alarm settings and
/// the calendar subscription's generation. Goes with the account through the cascade.
struct CreateSleepProfiles: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SleepProfile.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("time_zone", .string, .required)
            .field("language", .string, .required)
            .field("adaptation_start", .datetime)
            .field("adaptation_days", .int, .required)
            .field("settings", .string, .required)
            .field("calendar_generation", .int, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SleepProfile.schema).delete()
    }
}
