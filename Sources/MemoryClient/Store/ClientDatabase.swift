import Foundation
import GRDB

/// The device's SQLite database (GRDB): the outbox, the import ledger and the read cache.
///
/// A file in WAL mode (`DatabasePool`) on a device, so `memory status` can read while another
/// process sends; in memory for tests and previews. Tables are created by one migrator, in order.
public struct ClientDatabase: Sendable {
    public let writer: any DatabaseWriter

    /// Opens (creating it when missing) the database at `url` and brings its tables up to date.
    public static func open(at url: URL) throws -> ClientDatabase {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        // Another process (a second `memory` command) may hold the write lock for a moment.
        configuration.busyMode = .timeout(10)
        return try ClientDatabase(writer: DatabasePool(path: url.path, configuration: configuration))
    }

    /// A private database in memory.
    public static func inMemory() throws -> ClientDatabase {
        try ClientDatabase(writer: DatabaseQueue())
    }

    public init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("1 outbox") { db in
            try db.create(table: OutboxItem.databaseTableName) { table in
                table.column("id", .text).primaryKey()
                table.column("account", .text).notNull().indexed()
                table.column("sequence", .integer).notNull().unique()
                table.column("operation", .text).notNull()
                table.column("entryID", .text).notNull().indexed()
                table.column("dependsOn", .text).indexed()
                table.column("draft", .text)
                table.column("previous", .text)
                table.column("attachments", .text).notNull()
                table.column("state", .text).notNull()
                table.column("attempts", .integer).notNull()
                table.column("nextAttemptAt", .datetime).notNull()
                table.column("lastError", .text)
                table.column("failure", .text)
                table.column("serverEntryID", .text)
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
                table.column("sentAt", .datetime)
            }
            try db.create(table: ImportLedger.databaseTableName) { table in
                table.column("source", .text).notNull()
                table.column("account", .text).notNull()
                table.column("itemID", .text).notNull().indexed()
                table.column("importedAt", .datetime).notNull()
                table.primaryKey(["account", "source"])
            }
        }
        migrator.registerMigration("1 read cache") { db in
            try db.create(table: CachedEntry.databaseTableName) { table in
                table.column("account", .text).notNull()
                table.column("id", .text).notNull()
                table.column("occurredAt", .datetime).notNull()
                table.column("kind", .text).notNull()
                table.column("searchText", .text).notNull()
                table.column("tags", .text).notNull()
                table.column("entry", .text).notNull()
                table.column("fetchedAt", .datetime).notNull()
                table.primaryKey(["account", "id"])
            }
            try db.create(index: "cached_entries_by_time", on: CachedEntry.databaseTableName, columns: ["account", "occurredAt"])
            try db.create(table: CachedResponse.databaseTableName) { table in
                table.column("key", .text).primaryKey()
                table.column("account", .text).notNull().indexed()
                table.column("etag", .text)
                table.column("body", .blob).notNull()
                table.column("storedAt", .datetime).notNull()
                table.column("usedAt", .datetime).notNull()
            }
        }
        return migrator
    }
}
