import Fluent
import Foundation
import MemoryKit
import SQLKit

/// Every database read and write of entries, always scoped to one owner: another user's ids
/// simply are not found.
struct EntryRepository: Sendable {
    let db: any Database
    let userID: UUID

    /// A file already validated and staged, about to belong to a new entry.
    struct NewMedia: Sendable {
        var id: UUID
        var contentType: String
        var byteSize: Int64
        var originalName: String?
        var width: Int?
        var height: Int?
        var durationSeconds: Double?
    }

    func create(_ draft: EntryDraft, media: [NewMedia], suggestions: String?, now: Date, on db: any Database)
        async throws -> UUID
    {
        let entry = MemoryEntry()
        let id = UUID()
        entry.id = id
        entry.userID = userID
        entry.kind = draft.kind.rawValue
        entry.createdAt = now
        entry.updatedAt = now
        entry.suggestions = suggestions
        entry.apply(draft)
        try await entry.create(on: db)
        for (position, file) in media.enumerated() {
            let row = EntryMedia()
            row.id = file.id
            row.$entry.id = id
            row.userID = userID
            row.position = position
            row.contentType = file.contentType
            row.byteSize = file.byteSize
            row.originalName = file.originalName
            row.width = file.width
            row.height = file.height
            row.durationSeconds = file.durationSeconds
            row.thumbnailSizes = ""
            row.createdAt = now
            try await row.create(on: db)
        }
        try await TagRepository(db: db, userID: userID).attach(draft.tags, to: id)
        try await EntrySearch.index(entryID: id, document: entry.searchDocument, on: db)
        try await EntryTotals.add(1, userID: userID, on: db)
        return id
    }

    func find(_ id: UUID) async throws -> EntryRecord? {
        guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
        else { return nil }
        return try await records([entry]).first
    }

    /// Loads tags and media for several entries in two queries, keeping the given order.
    func records(_ entries: [MemoryEntry]) async throws -> [EntryRecord] {
        let ids = entries.compactMap(\.id)
        guard !ids.isEmpty else { return [] }
        let links = try await EntryTagLink.query(on: db).filter(\.$entry.$id ~~ ids).with(\.$tag)
            .sort(\.$position).all()
        let media = try await EntryMedia.query(on: db).filter(\.$entry.$id ~~ ids).sort(\.$position).all()
        let tagsByEntry = Dictionary(grouping: links, by: { $0.$entry.id })
        let mediaByEntry = Dictionary(grouping: media, by: { $0.$entry.id })
        return entries.map { entry in
            EntryRecord(
                entry: entry, tags: (tagsByEntry[entry.id!] ?? []).map(\.tag.name),
                media: mediaByEntry[entry.id!] ?? [])
        }
    }

    func update(_ id: UUID, with draft: EntryDraft, now: Date) async throws -> Bool {
        try await db.transaction { (db: any Database) async throws -> Bool in
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return false }
            entry.apply(draft)
            entry.updatedAt = now
            try await entry.update(on: db)
            try await TagRepository(db: db, userID: userID).attach(draft.tags, to: id, replacing: true)
            try await EntrySearch.index(entryID: id, document: entry.searchDocument, on: db)
            return true
        }
    }

    /// Deletes the entry and returns its media, whose files the caller removes after commit.
    func delete(_ id: UUID) async throws -> [EntryMedia]? {
        try await db.transaction { (db: any Database) async throws -> [EntryMedia]? in
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return nil }
            let media = try await EntryMedia.query(on: db).filter(\.$entry.$id == id).all()
            try await EntrySearch.remove(entryID: id, on: db)
            try await EntryTotals.add(-1, userID: userID, on: db)
            try await ShareLink.query(on: db).filter(\.$entryID == id).delete()
            try await EntryTagLink.query(on: db).filter(\.$entry.$id == id).delete()
            try await EntryMedia.query(on: db).filter(\.$entry.$id == id).delete()
            try await entry.delete(on: db)
            return media
        }
    }

    private struct Row: Decodable {
        var id: UUID
        var total: Int?
    }

    /// The plain timeline: the kept total answers, so a page reads only its own rows (counting
    /// 100,000 rows per page was the timeline's cost).
    private func unfilteredPage(_ query: EntryQuery, filter: SQLQueryString, on sql: any SQLDatabase) async throws
        -> (ids: [UUID], total: Int)
    {
        let rows = try await sql.raw("""
            SELECT e.id FROM memory_entries e WHERE \(filter)
            ORDER BY e.occurred_at DESC, e.id DESC LIMIT \(literal: query.pageSize) OFFSET \(literal: query.offset)
            """).all(decoding: Row.self)
        return (rows.map(\.id), try await EntryTotals.total(userID: userID, on: sql))
    }

    /// A filtered or searched page: the page and the match count in one pass (a window count),
    /// so the search runs once, not once for the count and again for the rows.
    private func filteredPage(_ query: EntryQuery, filter: SQLQueryString, on sql: any SQLDatabase) async throws
        -> (ids: [UUID], total: Int)
    {
        let rows = try await sql.raw("""
            SELECT e.id, COUNT(*) OVER () AS total FROM memory_entries e WHERE \(filter)
            ORDER BY e.occurred_at DESC, e.id DESC LIMIT \(literal: query.pageSize) OFFSET \(literal: query.offset)
            """).all(decoding: Row.self)
        if let total = rows.first?.total { return (rows.map(\.id), total) }
        // A page past the end has no row to carry the count.
        struct Total: Decodable { var total: Int }
        let total = try await sql.raw("SELECT COUNT(*) AS total FROM memory_entries e WHERE \(filter)")
            .first(decoding: Total.self)?.total ?? 0
        return ([], total)
    }

    /// One page of the timeline: `occurredAt` descending, then id, with the total count.
    func list(_ query: EntryQuery) async throws -> (items: [EntryRecord], total: Int) {
        guard let sql = db as? any SQLDatabase else { return ([], 0) }
        var conditions: [SQLQueryString] = ["e.user_id = \(bind: userID)"]
        if let from = query.from { conditions.append("e.occurred_at >= \(bind: from)") }
        if let to = query.to { conditions.append("e.occurred_at <= \(bind: to)") }
        if !query.kinds.isEmpty {
            let kinds = query.kinds.map { SQLBind($0.rawValue) }
            conditions.append("e.kind IN \(SQLGroupExpression(SQLList(kinds)))")
        }
        for tag in query.tags {
            conditions.append("""
                EXISTS (SELECT 1 FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id
                WHERE et.entry_id = e.id AND t.user_id = \(bind: userID) AND t.match_key = \(bind: TextFolding.matchKey(tag)))
                """)
        }
        if let search = query.search {
            let terms = EntrySearch.terms(search)
            if terms.isEmpty { return ([], 0) }
            conditions.append(EntrySearch.condition(terms: terms, on: sql))
        }
        let filter = conditions.joined(separator: " AND ")
        let (ids, total) = conditions.count == 1
            ? try await unfilteredPage(query, filter: filter, on: sql)
            : try await filteredPage(query, filter: filter, on: sql)
        guard !ids.isEmpty else { return ([], total) }
        let entries = try await MemoryEntry.query(on: db).filter(\.$id ~~ ids).all()
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id!, $0) })
        return (try await records(ids.compactMap { byID[$0] }), total)
    }
}
