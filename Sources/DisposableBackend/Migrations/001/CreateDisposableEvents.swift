import Fluent
import SQLKit

struct CreateDisposableEvents: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DisposableEvent.schema)
            .id()
            .field("organizer_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("organizer_name", .string, .required)
            .field("join_token", .string, .required)
            .field("short_code", .string, .required)
            .field("starts_at", .datetime, .required)
            .field("ends_at", .datetime, .required)
            .field("reveal_mode", .string, .required)
            .field("reveal_at", .datetime, .required)
            .field("delete_at", .datetime, .required)
            .field("shots_per_person", .int, .required)
            .field("time_zone", .string, .required)
            .field("language", .string, .required)
            .field("terms_version", .string, .required)
            .field("consented_at", .datetime, .required)
            .field("revealed_announced", .bool, .required)
            .field("ended_announced", .bool, .required)
            .unique(on: "join_token")
            .unique(on: "short_code")
            .create()
        let sql = database.sql
        try await sql.create(index: "disposable_events_organizer").on(DisposableEvent.schema).column("organizer_id").run()
        // The scheduler's sweeps: what to reveal, end and delete next.
        try await sql.create(index: "disposable_events_delete_at").on(DisposableEvent.schema).column("delete_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DisposableEvent.schema).delete()
    }
}
