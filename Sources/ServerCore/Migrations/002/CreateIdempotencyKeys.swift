import Fluent

struct CreateIdempotencyKeys: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(IdempotencyRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("scope", .string, .required)
            .field("key", .string, .required)
            .field("request_hash", .string, .required)
            .field("status", .int)
            .field("body", .data)
            .field("location", .string)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "scope", "key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(IdempotencyRecord.schema).delete()
    }
}
