import Fluent
import SQLKit

/// The one rate limiter's table; the sign-in failures it replaces go.
struct CreateRateLimitHits: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RateLimitHit.schema)
            .id()
            .field("scope", .string, .required)
            .field("key_digest", .string, .required)
            .field("hit_at", .datetime, .required)
            .create()
        try await database.sql.create(index: "rate_limit_hits_key").on(RateLimitHit.schema)
            .column("scope").column("key_digest").column("hit_at").run()
        try await CreateLoginFailures().revert(on: database)
    }

    func revert(on database: any Database) async throws {
        try await CreateLoginFailures().prepare(on: database)
        try await database.schema(RateLimitHit.schema).delete()
    }
}
