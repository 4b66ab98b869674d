import Foundation
import GRDB
import MemoryKit

/// One cached entry row: the entry as JSON plus the columns an offline query filters on.
struct CachedEntry: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "cached_entries"
    var account: String
    var id: String
    var occurredAt: Date
    var kind: String
    /// Match keys of every searchable field, for offline search.
    var searchText: String
    /// Match keys of the tags, each between `|`, so `LIKE '%|tag|%'` finds a whole tag.
    var tags: String
    var entry: TimelineEntry
    var fetchedAt: Date

    init(account: String, entry: TimelineEntry, fetchedAt: Date) {
        self.account = account
        self.id = entry.id
        self.occurredAt = entry.occurredAt
        self.kind = entry.kind.rawValue
        let fields = [entry.title, entry.description, entry.text, entry.song?.title, entry.song?.artist, entry.song?.album,
                      entry.location?.name].compactMap { $0 } + entry.tags
        self.searchText = TextFolding.matchKey(fields.joined(separator: " "))
        self.tags = "|" + entry.tags.map(TextFolding.matchKey).joined(separator: "|") + "|"
        self.entry = entry
        self.fetchedAt = fetchedAt
    }
}

/// What the timeline asks for, on the server or offline.
public struct TimelineQuery: Equatable, Hashable, Sendable {
    /// The stretch of time shown (nil: everything, newest first).
    public var range: ClosedRange<Date>?
    public var kinds: [EntryKind]
    public var tags: [String]
    public var search: String?

    public init(range: ClosedRange<Date>? = nil, kinds: [EntryKind] = [], tags: [String] = [], search: String? = nil) {
        self.range = range
        self.kinds = kinds
        self.tags = tags
        self.search = search
    }

    /// True when `entry` is one this query shows (pending entries from the outbox are matched here).
    public func matches(_ entry: TimelineEntry) -> Bool {
        if let range, !range.contains(entry.occurredAt) { return false }
        if !kinds.isEmpty, !kinds.contains(entry.kind) { return false }
        let entryTags = Set(entry.tags.map(TextFolding.matchKey))
        if !tags.allSatisfy({ entryTags.contains(TextFolding.matchKey($0)) }) { return false }
        guard let terms = searchTerms else { return true }
        let row = CachedEntry(account: "", entry: entry, fetchedAt: entry.occurredAt)
        return terms.allSatisfy { row.searchText.contains($0) }
    }

    var searchTerms: [String]? {
        guard let search, !search.allSatisfy(\.isWhitespace) else { return nil }
        return TextFolding.matchKey(search).split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

/// The read cache of entries (docs/apps/memory.md#offline): the last 30 days, per account, readable offline and
/// queried like the server's timeline (range, kinds, tags, words).
public struct EntryCache: Sendable {
    /// How far back entries are kept.
    public static let window: TimeInterval = 30 * 86_400

    let database: ClientDatabase
    let now: @Sendable () -> Date

    public init(database: ClientDatabase, now: @escaping @Sendable () -> Date) {
        self.database = database
        self.now = now
    }

    var windowStart: Date { now().addingTimeInterval(-Self.window) }

    /// Keeps the entries of the last 30 days among `entries` (older ones are the page cache's).
    public func store(_ entries: [TimelineEntry], account: String) throws {
        let start = windowStart
        let fetchedAt = now()
        try database.writer.write { db in
            for entry in entries {
                if entry.occurredAt >= start {
                    try CachedEntry(account: account, entry: entry, fetchedAt: fetchedAt).save(db)
                } else {
                    try CachedEntry.deleteOne(db, key: ["account": account, "id": entry.id])
                }
            }
        }
    }

    /// Replaces the whole window with what the server holds now (entries deleted elsewhere go).
    public func replaceWindow(with entries: [TimelineEntry], account: String) throws {
        let start = windowStart
        try database.writer.write { db in
            try CachedEntry.filter(Column("account") == account).filter(Column("occurredAt") >= start).deleteAll(db)
        }
        try store(entries, account: account)
    }

    public func remove(_ id: String, account: String) throws {
        _ = try database.writer.write { db in try CachedEntry.deleteOne(db, key: ["account": account, "id": id]) }
    }

    public func entry(_ id: String, account: String) throws -> TimelineEntry? {
        try database.writer.read { db in try CachedEntry.fetchOne(db, key: ["account": account, "id": id])?.entry }
    }

    /// One page of cached entries matching `query`, newest first.
    public func entries(_ query: TimelineQuery, account: String, page: Int = 1, pageSize: Int = 50) throws -> [TimelineEntry] {
        try database.writer.read { db in
            var request = CachedEntry.filter(Column("account") == account)
            if let range = query.range {
                request = request.filter(Column("occurredAt") >= range.lowerBound && Column("occurredAt") <= range.upperBound)
            }
            if !query.kinds.isEmpty { request = request.filter(query.kinds.map(\.rawValue).contains(Column("kind"))) }
            for tag in query.tags { request = request.filter(Column("tags").like("%|\(TextFolding.matchKey(tag))|%")) }
            for term in query.searchTerms ?? [] { request = request.filter(Column("searchText").like("%\(term)%")) }
            return try request.order(Column("occurredAt").desc, Column("id").desc)
                .limit(pageSize, offset: max(0, page - 1) * pageSize).fetchAll(db).map(\.entry)
        }
    }

    /// How many entries the cache holds for `account`.
    public func count(account: String) throws -> Int {
        try database.writer.read { db in try CachedEntry.filter(Column("account") == account).fetchCount(db) }
    }

    /// Drops entries that slid out of the window.
    public func prune() throws {
        let start = windowStart
        _ = try database.writer.write { db in try CachedEntry.filter(Column("occurredAt") < start).deleteAll(db) }
    }

    /// Forgets everything cached for `account` (sign-out).
    public func clear(account: String) throws {
        _ = try database.writer.write { db in try CachedEntry.filter(Column("account") == account).deleteAll(db) }
    }
}
