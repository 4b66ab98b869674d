import Fluent

/// A reminder as a push: the language and time zone of the page that set it (its texts and
/// times), and whether the launch was last seen scrubbed or on hold (so that news is sent once).
struct AddReminderPush: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite adds one at a time.
        for (column, type): (FieldKey, DatabaseSchema.DataType) in [("language", .string), ("time_zone", .string), ("held", .bool)] {
            try await database.schema(ReminderRecord.schema).field(column, type).update()
        }
    }

    func revert(on database: any Database) async throws {
        for column: FieldKey in ["language", "time_zone", "held"] {
            try await database.schema(ReminderRecord.schema).deleteField(column).update()
        }
    }
}
