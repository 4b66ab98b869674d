import Foundation
import GRDB

/// One stored GET answer: its bytes and the `ETag` to revalidate them with.
struct CachedResponse: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "cached_responses"
    var key: String
    var account: String
    var etag: String?
    var body: Data
    var storedAt: Date
    var usedAt: Date
}

/// The page cache: JSON answers of GET calls (timeline pages, summaries, tags) per account,
/// revalidated with `If-None-Match` and served when the server is out of reach. Least recently
/// used answers go beyond `capacity`.
public struct ResponseCache: Sendable {
    let database: ClientDatabase
    let now: @Sendable () -> Date
    public var capacity = 500

    public init(database: ClientDatabase, now: @escaping @Sendable () -> Date) {
        self.database = database
        self.now = now
    }

    func lookup(_ key: String) -> CachedResponse? {
        try? database.writer.read { db in try CachedResponse.fetchOne(db, key: key) }
    }

    func store(_ key: String, account: String, etag: String?, body: Data) {
        let now = now()
        let capacity = capacity
        try? database.writer.write { db in
            try CachedResponse(key: key, account: account, etag: etag, body: body, storedAt: now, usedAt: now).save(db)
            let count = try CachedResponse.fetchCount(db)
            guard count > capacity else { return }
            try db.execute(
                sql: """
                    DELETE FROM \(CachedResponse.databaseTableName) WHERE key IN
                    (SELECT key FROM \(CachedResponse.databaseTableName) ORDER BY usedAt LIMIT ?)
                    """, arguments: [count - capacity])
        }
    }

    /// The server said 304: the stored answer is current again.
    func revalidated(_ key: String) {
        let now = now()
        try? database.writer.write { db in
            try CachedResponse.filter(Column("key") == key)
                .updateAll(db, Column("storedAt").set(to: now), Column("usedAt").set(to: now))
        }
    }

    /// How many answers are stored for `account`.
    public func count(account: String) throws -> Int {
        try database.writer.read { db in try CachedResponse.filter(Column("account") == account).fetchCount(db) }
    }

    /// Forgets every answer of `account` (sign-out).
    public func clear(account: String) throws {
        _ = try database.writer.write { db in try CachedResponse.filter(Column("account") == account).deleteAll(db) }
    }
}
