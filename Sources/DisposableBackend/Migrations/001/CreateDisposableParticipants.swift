import Fluent
import SQLKit

struct CreateDisposableParticipants: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DisposableParticipant.schema)
            .id()
            .field("event_id", .uuid, .required, .references(DisposableEvent.schema, "id", onDelete: .cascade))
            .field("user_id", .uuid, .references("users", "id", onDelete: .setNull))
            .field("role", .string, .required)
            .field("display_name", .string, .required)
            .field("shots_used", .int, .required)
            .field("terms_version", .string, .required)
            .field("consented_at", .datetime, .required)
            .field("joined_at", .datetime, .required)
            .unique(on: "event_id", "user_id")
            .create()
        try await database.schema(ParticipantToken.schema)
            .field("token_hash", .string, .identifier(auto: false))
            .field("participant_id", .uuid, .required, .references(DisposableParticipant.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .create()
        let sql = database.sql
        try await sql.create(index: "disposable_participants_event").on(DisposableParticipant.schema).column("event_id").run()
        try await sql.create(index: "disposable_participants_user").on(DisposableParticipant.schema).column("user_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ParticipantToken.schema).delete()
        try await database.schema(DisposableParticipant.schema).delete()
    }
}
