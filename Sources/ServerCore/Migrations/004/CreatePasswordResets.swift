import Fluent

/// Password-reset links: the token's digest only, its account, when it ends and when it was used.
struct CreatePasswordResets: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PasswordReset.schema)
            .field("token_digest", .string, .identifier(auto: false))
            .field("user_id", .uuid, .required, .references(User.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .field("used_at", .datetime)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PasswordReset.schema).delete()
    }
}
