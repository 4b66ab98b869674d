import Fluent
import SQLKit

struct CreateDisposablePhotos: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DisposablePhoto.schema)
            .id()
            .field("event_id", .uuid, .required, .references(DisposableEvent.schema, "id", onDelete: .cascade))
            .field("participant_id", .uuid, .required, .references(DisposableParticipant.schema, "id", onDelete: .cascade))
            .field("client_photo_id", .uuid, .required)
            .field("content_type", .string, .required)
            .field("byte_size", .int64, .required)
            .field("crc32", .int64, .required)
            .field("width", .int, .required)
            .field("height", .int, .required)
            .field("taken_at", .datetime, .required)
            .field("uploaded_at", .datetime, .required)
            .field("hidden", .bool, .required)
            .field("status", .string, .required)
            .unique(on: "participant_id", "client_photo_id")
            .create()
        let sql = database.sql
        try await sql.create(index: "disposable_photos_event_uploaded").on(DisposablePhoto.schema)
            .column("event_id").column("uploaded_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(DisposablePhoto.schema).delete()
    }
}
