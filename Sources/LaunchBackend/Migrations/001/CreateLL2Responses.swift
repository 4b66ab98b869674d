import Fluent

/// The proxy's response cache: one row per upstream URL.
struct CreateLL2Responses: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(LL2ResponseRecord.schema)
            .field("url", .string, .identifier(auto: false))
            .field("stored_at", .datetime, .required)
            .field("body", .data, .required)
            .field("etag", .string)
            .field("content_type", .string)
            .field("max_age", .double)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LL2ResponseRecord.schema).delete()
    }
}
