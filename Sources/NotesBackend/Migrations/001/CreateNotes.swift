import Fluent
import SQLKit
import ServerCore

/// The notes table. Rows go with their account through the foreign key's cascade.
struct CreateNotes: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(NoteRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("title", .string, .required)
            .field("body", .string, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .field("deleted_at", .datetime)
            .create()
        // Every query filters by owner first.
        try await database.sql.create(index: "notes_user_id_idx").on(NoteRecord.schema).column("user_id").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(NoteRecord.schema).delete()
    }
}
