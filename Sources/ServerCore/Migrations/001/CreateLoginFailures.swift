import Fluent

struct CreateLoginFailures: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(LoginFailure.schema)
            .id()
            .field("email_digest", .string, .required)
            .field("client_address", .string, .required)
            .field("attempted_at", .datetime, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LoginFailure.schema).delete()
    }
}
