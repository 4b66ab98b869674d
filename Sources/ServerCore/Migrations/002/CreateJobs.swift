import Fluent
import SQLKit

struct CreateJobs: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(JobRecord.schema)
            .id()
            .field("kind", .string, .required)
            .field("payload", .string, .required)
            .field("state", .string, .required)
            .field("attempts", .int, .required)
            .field("max_attempts", .int, .required)
            .field("run_at", .datetime, .required)
            .field("locked_at", .datetime)
            .field("last_error", .string)
            .field("created_at", .datetime, .required)
            .create()
        // The claim query scans by state and due time.
        try await database.sql.create(index: "jobs_state_run_at").on(JobRecord.schema).column("state").column("run_at").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(JobRecord.schema).delete()
    }
}
