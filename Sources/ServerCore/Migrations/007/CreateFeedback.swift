import Fluent
import SQLKit

/// "Send feedback": what people wrote, newest read first by the operator (`suite feedback`).
struct CreateFeedback: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FeedbackRecord.schema)
            .id()
            .field("user_id", .uuid, .references(User.schema, "id", onDelete: .cascade))
            .field("app", .string, .required)
            .field("kind", .string, .required)
            .field("message", .string, .required)
            .field("reply_to", .string)
            .field("language", .string, .required)
            .field("user_agent", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        try await database.sql.create(index: "feedback_created_at").on(FeedbackRecord.schema).column("created_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FeedbackRecord.schema).delete()
    }
}
