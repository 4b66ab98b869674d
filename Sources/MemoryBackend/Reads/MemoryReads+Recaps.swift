import Foundation
import MemoryKit
import SQLKit

/// What recaps and tag suggestions read.
extension MemoryReads {
    /// Entries of `period` plus a day on each side, so every UTC offset's local day is covered;
    /// the engine drops those whose local day falls outside.
    ///
    /// Two flat queries (entries, then tags), reading columns directly: a 3,000-entry month must
    /// summarise in milliseconds, and Fluent models, then `SQLRowDecoder` (three lookups per
    /// nullable column), were most of that.
    static func recap(_ userID: UUID, _ period: SummaryPeriod, on sql: any SQLDatabase) async throws -> [RecapEntry] {
        let start = Date(timeIntervalSince1970: Double(period.firstDay.daysSinceEpoch - 1) * 86_400)
        let end = Date(timeIntervalSince1970: Double(period.firstDay.daysSinceEpoch + period.dayCount + 1) * 86_400)
        let rows = try await sql.raw("""
            SELECT id, kind, occurred_at, utc_offset_seconds, song_title, song_artist, song_album, song_genre,
                   song_listened_ms, latitude, longitude, place_name, mood,
                   COALESCE(title, '') || ' ' || COALESCE(description, '') || ' ' || COALESCE(text, '') || ' '
                       || COALESCE(transcript, '') AS words
            FROM memory_entries
            WHERE user_id = \(bind: userID) AND occurred_at >= \(bind: start) AND occurred_at < \(bind: end)
            ORDER BY occurred_at, id
            """).all()
        let tagRows = try await sql.raw("""
            SELECT et.entry_id AS entry_id, t.name AS name
            FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id JOIN memory_entries e ON e.id = et.entry_id
            WHERE e.user_id = \(bind: userID) AND e.occurred_at >= \(bind: start) AND e.occurred_at < \(bind: end)
            """).all()  // No ORDER BY: a recap counts tags, so their order on an entry does not matter.
        // Ids stay text: the recap names entries by string, so parsing UUIDs would be wasted.
        var tags: [String: [String]] = [:]
        for row in tagRows {
            tags[try row.decode(column: "entry_id", as: String.self), default: []]
                .append(try row.decode(column: "name", as: String.self))
        }
        return try rows.map { row in
            let id = try row.decode(column: "id", as: String.self)
            return RecapEntry(
                id: id, kind: EntryKind(rawValue: try row.decode(column: "kind", as: String.self)) ?? .text,
                occurredAt: try row.decode(column: "occurred_at", as: Date.self),
                utcOffsetSeconds: try row.decode(column: "utc_offset_seconds", as: Int.self), tags: tags[id] ?? [],
                // The word cloud only counts words, so the three texts arrive as one column.
                texts: [try row.decode(column: "words", as: String.self)],
                song: try row.entrySong(), location: try row.entryLocation(),
                mood: try row.optional("mood", as: String.self).flatMap(Mood.init))
        }
    }

    /// The owner's latest `limit` tagged entries with when and where they happened.
    static func taggedHistory(_ userID: UUID, limit: Int, on sql: any SQLDatabase) async throws -> [TaggedMoment] {
        let rows = try await sql.raw("""
            SELECT e.id, e.occurred_at, e.utc_offset_seconds, e.latitude, e.longitude, t.name
            FROM memory_entries e
            JOIN memory_entry_tags et ON et.entry_id = e.id JOIN memory_tags t ON t.id = et.tag_id
            WHERE e.id IN (
                SELECT e2.id FROM memory_entries e2
                WHERE e2.user_id = \(bind: userID) AND EXISTS (SELECT 1 FROM memory_entry_tags x WHERE x.entry_id = e2.id)
                ORDER BY e2.occurred_at DESC LIMIT \(literal: limit))
            ORDER BY e.occurred_at DESC, e.id, et.position
            """).all()
        var moments: [TaggedMoment] = []
        var lastID: UUID?
        for row in rows {
            let id = try row.decode(column: "id", as: UUID.self)
            let name = try row.decode(column: "name", as: String.self)
            if id == lastID {
                moments[moments.count - 1].tags.append(name)
                continue
            }
            lastID = id
            moments.append(TaggedMoment(
                tags: [name], occurredAt: try row.decode(column: "occurred_at", as: Date.self),
                utcOffsetSeconds: try row.decode(column: "utc_offset_seconds", as: Int.self), location: try row.entryLocation()))
        }
        return moments
    }
}
