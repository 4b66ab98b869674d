import Fluent
import Foundation
import MemoryKit
import SQLKit

/// Song entries from imported plays, written in batches; the per-owner unique `import_key`
/// makes a second import of the same play a no-op, however the files were split or repeated.
struct MusicImportStore {
    let db: any Database
    let userID: UUID
    static let batchSize = 1000

    /// How many of `report`'s plays an earlier import already added.
    func alreadyImported(_ report: MusicImportReport) async throws -> Int {
        guard let first = report.plays.first?.playedAt, let last = report.plays.last?.playedAt else { return 0 }
        let existing = try await MemoryReads.live(db.sql).importKeys(userID, first, last)
        return report.plays.reduce(0) { $0 + (existing.contains($1.dedupeKey) ? 1 : 0) }
    }

    /// Inserts one batch of plays as private song entries; returns how many were new.
    func insert(_ plays: ArraySlice<ImportedPlay>, source: SongSource, zone: TimeZone, now: Date) async throws -> Int {
        try EntryChanges.requireWrite("imported song entries")
        let sql = db.sql
        guard !plays.isEmpty else { return 0 }
        let rows: [SQLQueryString] = plays.map { play in
            let song = SongDetails(title: play.title, artist: play.artist, album: play.album, playedAt: play.playedAt,
                                   source: source, listenedMilliseconds: play.millisecondsPlayed)
            let document = EntrySearch.document(title: nil, description: nil, text: nil, tags: [], song: song, placeName: nil)
            let offset = Self.quarterHours(zone.secondsFromGMT(for: play.playedAt))
            return """
                (\(bind: UUID()), \(bind: userID), 'song', \(bind: play.playedAt), \(bind: offset), \(bind: play.title), \
                \(bind: play.artist), \(bind: play.album), \(bind: play.playedAt), \(bind: source.rawValue), \
                \(bind: play.millisecondsPlayed), \(bind: play.dedupeKey), \(bind: true), \(bind: document), \(bind: now), \(bind: now))
                """
        }
        let reads = MemoryReads.live(sql)
        let before = try await reads.entryCount(userID)
        try await sql.raw("""
            INSERT INTO memory_entries (id, user_id, kind, occurred_at, utc_offset_seconds, song_title, song_artist,
                song_album, song_played_at, song_source, song_listened_ms, import_key, is_private, search_document,
                created_at, updated_at)
            VALUES \(rows.joined(separator: ", "))
            ON CONFLICT (user_id, import_key) DO NOTHING
            """).run()
        return try await reads.entryCount(userID) - before
    }

    /// Entries keep offsets in quarter hours (every zone in use today is a multiple).
    static func quarterHours(_ seconds: Int) -> Int { (seconds / 900) * 900 }
}
