import Fluent

/// A guest's recovery key, by its SHA-256 digest only; one per participant, gone with them.
struct CreateDisposableRecoveryKeys: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(RecoveryKey.schema)
            .field("key_hash", .string, .identifier(auto: false))
            .field("participant_id", .uuid, .required, .references(DisposableParticipant.schema, "id", onDelete: .cascade))
            .field("salt", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "participant_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(RecoveryKey.schema).delete()
    }
}
