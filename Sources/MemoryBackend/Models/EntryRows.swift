import Foundation
import MemoryKit
import SQLKit

/// Reads `EntryRecord`s in three flat queries (entries, tags, media), whatever the number of
/// entries, decoding columns directly instead of hydrating Fluent models.
enum EntryRows {
    private struct Entry: Decodable {
        var id: UUID
        var kind: String
        var title: String?
        var description: String?
        var text: String?
        var occurred_at: Date
        var utc_offset_seconds: Int
        var latitude: Double?
        var longitude: Double?
        var place_name: String?
        var song_title: String?
        var song_artist: String?
        var song_album: String?
        var song_genre: String?
        var song_played_at: Date?
        var is_private: Bool
        var suggestions: String?
        var created_at: Date
        var updated_at: Date

        var record: EntryRecord {
            let location = latitude.flatMap { latitude in
                longitude.map { Location(latitude: latitude, longitude: $0, name: place_name) }
            }
            let song = song_title.flatMap { title in
                song_artist.map {
                    SongDetails(title: title, artist: $0, album: song_album, genre: song_genre, playedAt: song_played_at)
                }
            }
            return EntryRecord(
                id: id, kind: EntryKind(rawValue: kind) ?? .text, title: title, details: description, text: text,
                occurredAt: occurred_at, utcOffsetSeconds: utc_offset_seconds, location: location, song: song,
                isPrivate: is_private, suggestions: suggestions, createdAt: created_at, updatedAt: updated_at)
        }
    }

    private struct Tag: Decodable {
        var entry_id: UUID
        var name: String
    }

    private struct Media: Decodable {
        var id: UUID
        var entry_id: UUID
        var content_type: String
        var byte_size: Int64
        var width: Int?
        var height: Int?
        var duration_seconds: Double?
        var thumbnail_sizes: String

        var record: MediaRecord {
            MediaRecord(
                id: id, contentType: content_type, byteSize: byte_size, width: width, height: height,
                durationSeconds: duration_seconds, thumbnails: EntryMedia.thumbnails(thumbnail_sizes))
        }
    }

    /// The entries of `memory_entries e` that `selection` picks (a condition, then any order
    /// and limit), in that order. Callers scope `selection` to one owner.
    static func records(_ selection: SQLQueryString, on sql: any SQLDatabase) async throws -> [EntryRecord] {
        let entries = try await sql.raw("""
            SELECT e.id, e.kind, e.title, e.description, e.text, e.occurred_at, e.utc_offset_seconds, e.latitude,
                   e.longitude, e.place_name, e.song_title, e.song_artist, e.song_album, e.song_genre,
                   e.song_played_at, e.is_private, e.suggestions, e.created_at, e.updated_at
            FROM memory_entries e WHERE \(selection)
            """).all(decoding: Entry.self)
        guard !entries.isEmpty else { return [] }
        let list = SQLGroupExpression(SQLList(entries.map { SQLBind($0.id) }))
        let tags = try await sql.raw("""
            SELECT et.entry_id AS entry_id, t.name AS name
            FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id
            WHERE et.entry_id IN \(list) ORDER BY et.position
            """).all(decoding: Tag.self)
        let media = try await sql.raw("""
            SELECT id, entry_id, content_type, byte_size, width, height, duration_seconds, thumbnail_sizes
            FROM memory_entry_media WHERE entry_id IN \(list) ORDER BY position
            """).all(decoding: Media.self)
        let tagsByEntry = Dictionary(grouping: tags, by: \.entry_id)
        let mediaByEntry = Dictionary(grouping: media, by: \.entry_id)
        return entries.map { row in
            var record = row.record
            record.tags = tagsByEntry[row.id]?.map(\.name) ?? []
            record.media = mediaByEntry[row.id]?.map(\.record) ?? []
            return record
        }
    }
}
