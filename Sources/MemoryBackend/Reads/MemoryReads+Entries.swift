import Foundation
import MemoryKit
import SQLKit

/// `EntryRecord`s in three flat queries (entries, tags, media), whatever the number of entries,
/// reading columns directly: no Fluent models, no `SQLRowDecoder`; and the timeline's page.
extension MemoryReads {
    private static func record(_ row: any SQLRow) throws -> EntryRecord {
        return EntryRecord(
            id: try row.decode(column: "id", as: UUID.self),
            kind: EntryKind(rawValue: try row.decode(column: "kind", as: String.self)) ?? .text,
            title: try row.optional("title"), details: try row.optional("description"), text: try row.optional("text"),
            occurredAt: try row.decode(column: "occurred_at", as: Date.self),
            utcOffsetSeconds: try row.decode(column: "utc_offset_seconds", as: Int.self), location: try row.entryLocation(),
            song: try row.entrySong(),
            isPrivate: try row.decode(column: "is_private", as: Bool.self), suggestions: try row.optional("suggestions"),
            transcript: try row.optional("transcript"),
            transcriptState: try row.optional("transcript_state", as: String.self).flatMap(TranscriptState.init),
            transcriptLanguage: try row.optional("transcript_language"),
            transcriptEdited: try row.optional("transcript_edited") ?? false, mood: try row.entryMood(),
            textLanguage: try row.optional("text_language"),
            createdAt: try row.decode(column: "created_at", as: Date.self),
            updatedAt: try row.decode(column: "updated_at", as: Date.self))
    }

    static func media(_ row: any SQLRow) throws -> MediaRecord {
        MediaRecord(
            id: try row.decode(column: "id", as: UUID.self), contentType: try row.decode(column: "content_type", as: String.self),
            byteSize: try row.decode(column: "byte_size", as: Int64.self), width: try row.optional("width"),
            height: try row.optional("height"), durationSeconds: try row.optional("duration_seconds"),
            thumbnails: EntryMedia.thumbnails(try row.decode(column: "thumbnail_sizes", as: String.self)))
    }

    /// The entries of `memory_entries e` that `selection` picks (a condition, then any order
    /// and limit), in that order. Callers scope `selection` to one owner.
    static func records(_ selection: SQLQueryString, on sql: any SQLDatabase) async throws -> [EntryRecord] {
        let entries = try await sql.raw("""
            SELECT e.id, e.kind, e.title, e.description, e.text, e.occurred_at, e.utc_offset_seconds, e.latitude,
                   e.longitude, e.place_name, e.song_title, e.song_artist, e.song_album, e.song_genre,
                   e.song_played_at, e.song_source, e.song_listened_ms, e.is_private, e.suggestions, e.transcript,
                   e.transcript_state, e.transcript_language, e.transcript_edited, e.mood, e.mood_confidence,
                   e.text_language, e.created_at, e.updated_at
            FROM memory_entries e WHERE \(selection)
            """).all().map(record)
        guard !entries.isEmpty else { return [] }
        let list = SQLGroupExpression(SQLList(entries.map { SQLBind($0.id) }))
        var tags: [UUID: [String]] = [:]
        for row in try await sql.raw("""
            SELECT et.entry_id AS entry_id, t.name AS name
            FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id
            WHERE et.entry_id IN \(list) ORDER BY et.position
            """).all() {
            tags[try row.decode(column: "entry_id", as: UUID.self), default: []]
                .append(try row.decode(column: "name", as: String.self))
        }
        var media: [UUID: [MediaRecord]] = [:]
        for row in try await sql.raw("""
            SELECT id, entry_id, content_type, byte_size, width, height, duration_seconds, thumbnail_sizes
            FROM memory_entry_media WHERE entry_id IN \(list) ORDER BY position
            """).all() {
            media[try row.decode(column: "entry_id", as: UUID.self), default: []].append(try Self.media(row))
        }
        return entries.map { entry in
            var record = entry
            record.tags = tags[entry.id] ?? []
            record.media = media[entry.id] ?? []
            return record
        }
    }
}

extension MemoryReads {
    /// One page of the timeline: `occurredAt` descending, then id, with the total count.
    static func timeline(_ owner: UUID, _ query: EntryQuery, on sql: any SQLDatabase) async throws -> TimelineSlice {
        var conditions: [SQLQueryString] = ["e.user_id = \(bind: owner)"]
        if let from = query.from { conditions.append("e.occurred_at >= \(bind: from)") }
        if let to = query.to { conditions.append("e.occurred_at <= \(bind: to)") }
        if !query.kinds.isEmpty {
            let kinds = query.kinds.map { SQLBind($0.rawValue) }
            conditions.append("e.kind IN \(SQLGroupExpression(SQLList(kinds)))")
        }
        for tag in query.tags {
            conditions.append("""
                EXISTS (SELECT 1 FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id
                WHERE et.entry_id = e.id AND t.user_id = \(bind: owner) AND t.match_key = \(bind: TextFolding.matchKey(tag)))
                """)
        }
        let terms = query.search.map(EntrySearch.terms)
        if let terms {
            if terms.isEmpty { return TimelineSlice(items: [], total: 0) }
            conditions.append(EntrySearch.condition(terms: terms, userID: owner, on: sql))
        }
        let filter = conditions.joined(separator: " AND ")
        let total = try await total(owner, query, filter: filter, search: terms, on: sql)
        guard query.offset < total else { return TimelineSlice(items: [], total: total) }
        let page = try await records("""
            \(filter) ORDER BY e.occurred_at DESC, e.id DESC
            LIMIT \(literal: query.pageSize) OFFSET \(literal: query.offset)
            """, on: sql)
        return TimelineSlice(items: page, total: total)
    }

    /// How many entries the query matches, from the cheapest source that knows: the kept
    /// total for the plain timeline, the full-text index for a plain search, else a count.
    private static func total(_ owner: UUID, _ query: EntryQuery, filter: SQLQueryString, search: [String]?,
                              on sql: any SQLDatabase) async throws -> Int {
        let onlySearch = query.from == nil && query.to == nil && query.kinds.isEmpty && query.tags.isEmpty
        if onlySearch, search == nil { return try await keptTotal(owner, on: sql) }
        // The SQLite index alone counts a plain search; PostgreSQL counts the rows below.
        if onlySearch, let search, !EntrySearch.isPostgres(sql) {
            return try await sql.raw("""
                SELECT COUNT(*) AS total FROM memory_entry_search
                WHERE memory_entry_search MATCH \(bind: EntrySearch.match(terms: search, userID: owner))
                """).first(decodingColumn: "total", as: Int.self) ?? 0
        }
        return try await sql.raw("SELECT COUNT(*) AS total FROM memory_entries e WHERE \(filter)")
            .first(decodingColumn: "total", as: Int.self) ?? 0
    }

    static func keptTotal(_ owner: UUID, on sql: any SQLDatabase) async throws -> Int {
        try await sql.raw("SELECT total FROM memory_entry_totals WHERE user_id = \(bind: owner)")
            .first(decodingColumn: "total", as: Int.self) ?? 0
    }

    /// "On this day": one window per earlier year, in a single query.
    static func within(_ owner: UUID, _ windows: [Range<Date>], limit: Int, on sql: any SQLDatabase) async throws
        -> [EntryRecord]
    {
        guard !windows.isEmpty else { return [] }
        let ranges: [SQLQueryString] = windows.map {
            "(e.occurred_at >= \(bind: $0.lowerBound) AND e.occurred_at < \(bind: $0.upperBound))"
        }
        return try await records("""
            e.user_id = \(bind: owner) AND (\(ranges.joined(separator: " OR ")))
            ORDER BY e.occurred_at DESC, e.id DESC LIMIT \(literal: limit)
            """, on: sql)
    }

    /// One page of the export, after `last` (keyset: no row is read twice).
    static func exportPage(_ owner: UUID, after last: EntryRecord?, limit: Int, on sql: any SQLDatabase) async throws
        -> [EntryRecord]
    {
        guard let last else {
            return try await records("e.user_id = \(bind: owner) ORDER BY e.occurred_at, e.id LIMIT \(literal: limit)", on: sql)
        }
        return try await records("""
            e.user_id = \(bind: owner) AND (e.occurred_at > \(bind: last.occurredAt)
                OR (e.occurred_at = \(bind: last.occurredAt) AND e.id > \(bind: last.id)))
            ORDER BY e.occurred_at, e.id LIMIT \(literal: limit)
            """, on: sql)
    }
}
