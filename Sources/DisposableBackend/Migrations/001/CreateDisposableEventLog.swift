import Fluent
import SQLKit

struct CreateDisposableEventLog: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(EventLogEntry.schema)
            .field("id", .int64, .identifier(auto: true))
            .field("event_id", .uuid, .required, .references(DisposableEvent.schema, "id", onDelete: .cascade))
            .field("type", .string, .required)
            .field("audience", .string, .required)
            .field("photo_id", .uuid)
            .field("participant_id", .uuid)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema(JoinAttempt.schema)
            .id()
            .field("client_address", .string, .required)
            .field("attempted_at", .datetime, .required)
            .create()
        let sql = database.sql
        try await sql.create(index: "disposable_event_log_event").on(EventLogEntry.schema).column("event_id").column("id").run()
        try await sql.create(index: "disposable_join_attempts_address").on(JoinAttempt.schema)
            .column("client_address").column("attempted_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(JoinAttempt.schema).delete()
        try await database.schema(EventLogEntry.schema).delete()
    }
}
