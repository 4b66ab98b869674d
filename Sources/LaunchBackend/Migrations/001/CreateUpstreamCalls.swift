import Fluent
import SQLKit

/// The log of calls made to LL2, read back at start so the hourly budget survives a restart.
struct CreateUpstreamCalls: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(UpstreamCallRecord.schema)
            .id()
            .field("called_at", .datetime, .required)
            .field("path", .string, .required)
            .create()
        try await database.sql.create(index: "launches_upstream_calls_called_at_idx")
            .on(UpstreamCallRecord.schema).column("called_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UpstreamCallRecord.schema).delete()
    }
}
