import Fluent
import Foundation
import MemoryKit
import SQLKit

/// Reads what a recap needs of one user's period in two flat queries (entries, then tags),
/// without building Fluent models: a 3,000-entry month must summarise in milliseconds.
struct SummaryLoader {
    let db: any Database
    let userID: UUID

    private struct Row: Decodable {
        var id: UUID
        var kind: String
        var occurred_at: Date
        var utc_offset_seconds: Int
        var title: String?
        var description: String?
        var text: String?
        var song_title: String?
        var song_artist: String?
        var song_album: String?
        var song_genre: String?
        var latitude: Double?
        var longitude: Double?
        var place_name: String?
    }

    private struct TagRow: Decodable {
        var entry_id: UUID
        var name: String
    }

    /// Entries of `period` plus a day on each side, so every UTC offset's local day is covered;
    /// the engine drops those whose local day falls outside.
    func entries(for period: SummaryPeriod) async throws -> [RecapEntry] {
        guard let sql = db as? any SQLDatabase else { return [] }
        let start = Date(timeIntervalSince1970: Double(period.firstDay.daysSinceEpoch - 1) * 86_400)
        let end = Date(timeIntervalSince1970: Double(period.firstDay.daysSinceEpoch + period.dayCount + 1) * 86_400)
        let rows = try await sql.raw("""
            SELECT id, kind, occurred_at, utc_offset_seconds, title, description, text, song_title, song_artist,
                   song_album, song_genre, latitude, longitude, place_name
            FROM memory_entries
            WHERE user_id = \(bind: userID) AND occurred_at >= \(bind: start) AND occurred_at < \(bind: end)
            ORDER BY occurred_at, id
            """).all(decoding: Row.self)
        let tagRows = try await sql.raw("""
            SELECT et.entry_id AS entry_id, t.name AS name
            FROM memory_entry_tags et JOIN memory_tags t ON t.id = et.tag_id JOIN memory_entries e ON e.id = et.entry_id
            WHERE e.user_id = \(bind: userID) AND e.occurred_at >= \(bind: start) AND e.occurred_at < \(bind: end)
            ORDER BY et.position
            """).all(decoding: TagRow.self)
        let tags = Dictionary(grouping: tagRows, by: \.entry_id)
        return rows.map { row in
            let song = row.song_title.flatMap { title in
                row.song_artist.map { SongDetails(title: title, artist: $0, album: row.song_album, genre: row.song_genre) }
            }
            let location = row.latitude.flatMap { latitude in
                row.longitude.map { Location(latitude: latitude, longitude: $0, name: row.place_name) }
            }
            return RecapEntry(
                id: row.id.uuidString, kind: EntryKind(rawValue: row.kind) ?? .text, occurredAt: row.occurred_at,
                utcOffsetSeconds: row.utc_offset_seconds, tags: (tags[row.id] ?? []).map(\.name),
                texts: [row.title, row.description, row.text].compactMap { $0 }, song: song, location: location)
        }
    }
}
