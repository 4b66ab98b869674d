import Fluent

/// Which instance holds a running job (`locked_by`): a restarted instance takes its own
/// unfinished claims back at once instead of waiting out their lease.
struct AddJobOwners: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(JobRecord.schema).field("locked_by", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(JobRecord.schema).deleteField("locked_by").update()
    }
}
