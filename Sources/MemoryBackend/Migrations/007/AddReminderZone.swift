import Fluent

/// Where and in which language the reminder rings as a push: the time zone and language of the
/// browser that last set it (NULL for reminders set before pushes: UTC and English until set again).
struct AddReminderZone: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite adds one at a time.
        for column: FieldKey in ["time_zone", "language"] {
            try await database.schema(DailyReminderRecord.schema).field(column, .string).update()
        }
    }

    func revert(on database: any Database) async throws {
        for column: FieldKey in ["time_zone", "language"] {
            try await database.schema(DailyReminderRecord.schema).deleteField(column).update()
        }
    }
}
