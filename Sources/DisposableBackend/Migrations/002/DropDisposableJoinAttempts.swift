import Fluent
import SQLKit

/// Join attempts are counted by ServerCore's rate limiter now (`JoinLimits`): their own table goes.
struct DropDisposableJoinAttempts: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(JoinAttempt.schema).delete()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(JoinAttempt.schema)
            .id()
            .field("client_address", .string, .required)
            .field("attempted_at", .datetime, .required)
            .create()
        let sql = database.sql
        try await sql.create(index: "disposable_join_attempts_address").on(JoinAttempt.schema)
            .column("client_address").column("attempted_at").run()
    }
}
