import Fluent
import Foundation
import Localization
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

    /// `transcript` is the state a voice diary starts in (pending when a job will transcribe it).
    func create(
        _ draft: EntryDraft, media: [NewMedia], suggestions: String?, transcript: (state: TranscriptState, language: String?)?,
        language: Language, now: Date, on db: any Database
    ) async throws -> UUID {
        try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            let entry = MemoryEntry()
            let id = UUID()
            entry.id = id
            entry.userID = userID
            entry.kind = draft.kind.rawValue
            entry.createdAt = now
            entry.updatedAt = now
            entry.suggestions = suggestions
            entry.transcriptState = transcript?.state.rawValue
            entry.transcriptLanguage = transcript?.language
            entry.apply(draft, language: language)
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
            try await EntrySearch.index(entryID: id, userID: userID, document: entry.searchDocument, on: db)
            change.entries(1)
            return id
        }
    }

    func find(_ id: UUID) async throws -> EntryRecord? {
        let sql = db.sql
        return try await EntryRows.records("e.id = \(bind: id) AND e.user_id = \(bind: userID)", on: sql).first
    }

    /// The owner's entries among `ids`, in one read (any order; ids of others are not found).
    func find(_ ids: [UUID]) async throws -> [EntryRecord] {
        guard !ids.isEmpty else { return [] }
        let sql = db.sql
        return try await EntryRows.records("e.id IN (\(binds: ids)) AND e.user_id = \(bind: userID)", on: sql)
    }

    func update(_ id: UUID, with draft: EntryDraft, language: Language, now: Date) async throws -> Bool {
        try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return false }
            entry.apply(draft, language: language)
            entry.updatedAt = now
            try await entry.update(on: db)
            try await TagRepository(db: db, userID: userID).attach(draft.tags, to: id, replacing: true)
            try await EntrySearch.index(entryID: id, userID: userID, document: entry.searchDocument, on: db)
            return true
        }
    }

    /// Indexes an entry's text again (its tags were renamed or removed), inside a change.
    func reindex(_ id: UUID) async throws {
        try EntryChanges.requireWrite("an entry's search text")
        let sql = db.sql
        guard let record = try await find(id) else { return }
        let document = record.searchDocument
        try await sql.raw("""
            UPDATE memory_entries SET search_document = \(bind: document)
            WHERE id = \(bind: id) AND user_id = \(bind: userID)
            """).run()
        try await EntrySearch.index(entryID: id, userID: userID, document: document, on: db)
    }

    /// Deletes the entry, keeping it whole in ``EntryTrash`` for the undo window (its files stay
    /// until it is purged). False when the owner has no such entry.
    func delete(_ id: UUID, now: Date) async throws -> Bool {
        let tags = try await find(id)?.tags ?? []
        return try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            guard let entry = try await MemoryEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID).first()
            else { return false }
            let media = try await EntryMedia.query(on: db).filter(\.$entry.$id == id).all()
            let trash = DeletedEntry()
            trash.id = id
            trash.userID = userID
            trash.deletedAt = now
            trash.snapshot = try EntryTrash.encode(.init(entry: entry, media: media, tags: tags))
            try await trash.create(on: db)
            try await EntrySearch.remove(entryID: id, on: db)
            change.entries(-1)
            try await ShareLink.query(on: db).filter(\.$entryID == id).delete()
            try await EntryTagLink.query(on: db).filter(\.$entry.$id == id).delete()
            try await EntryMedia.query(on: db).filter(\.$entry.$id == id).delete()
            try await entry.delete(on: db)
            return true
        }
    }

    /// Puts back an entry deleted within the undo window, as it was (share links excepted:
    /// a delete ended them). False when there is none of the owner's to restore.
    func restore(_ id: UUID, now: Date) async throws -> Bool {
        try await EntryChanges.write(userID: userID, on: db) { change in
            let db = change.db
            guard let trash = try await DeletedEntry.query(on: db).filter(\.$id == id).filter(\.$userID == userID)
                .filter(\.$deletedAt >= now.addingTimeInterval(-EntryTrash.undoWindow)).first()
            else { return false }
            let snapshot = try EntryTrash.decode(trash.snapshot)
            try await snapshot.entry.create(on: db)
            for media in snapshot.media { try await media.create(on: db) }
            try await TagRepository(db: db, userID: userID).attach(snapshot.tags, to: id)
            try await EntrySearch.index(entryID: id, userID: userID, document: snapshot.entry.searchDocument, on: db)
            change.entries(1)
            try await trash.delete(on: db)
            return true
        }
    }

    /// How many entries the query matches, from the cheapest source that knows: the kept
    /// total for the plain timeline, the full-text index for a plain search, else a count.
    private func total(_ query: EntryQuery, filter: SQLQueryString, search: [String]?, on sql: any SQLDatabase)
        async throws -> Int
    {
        let onlySearch = query.from == nil && query.to == nil && query.kinds.isEmpty && query.tags.isEmpty
        if onlySearch, search == nil { return try await EntryTotals.total(userID: userID, on: sql) }
        if onlySearch, let search, let total = try await EntrySearch.count(terms: search, userID: userID, on: sql) {
            return total
        }
        return try await sql.raw("SELECT COUNT(*) AS total FROM memory_entries e WHERE \(filter)")
            .first(decodingColumn: "total", as: Int.self) ?? 0
    }

    /// One page of the timeline: `occurredAt` descending, then id, with the total count.
    func list(_ query: EntryQuery) async throws -> (items: [EntryRecord], total: Int) {
        let sql = db.sql
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
        let terms = query.search.map(EntrySearch.terms)
        if let terms {
            if terms.isEmpty { return ([], 0) }
            conditions.append(EntrySearch.condition(terms: terms, userID: userID, on: sql))
        }
        let filter = conditions.joined(separator: " AND ")
        let total = try await total(query, filter: filter, search: terms, on: sql)
        guard query.offset < total else { return ([], total) }
        let page = try await EntryRows.records("""
            \(filter) ORDER BY e.occurred_at DESC, e.id DESC
            LIMIT \(literal: query.pageSize) OFFSET \(literal: query.offset)
            """, on: sql)
        return (page, total)
    }
}
