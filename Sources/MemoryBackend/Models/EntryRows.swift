import Foundation
import MemoryKit
import SQLKit

/// Reads `EntryRecord`s in three flat queries (entries, tags, media), whatever the number of
/// entries, reading columns directly: no Fluent models, no `SQLRowDecoder`.
enum EntryRows {
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

    private static func media(_ row: any SQLRow) throws -> MediaRecord {
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
