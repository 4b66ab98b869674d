import Foundation
import MemoryAPI
import SQLKit

/// An import as its owner sees it (the preview's counts, then the progress bar), read as a
/// value (`MemoryReads.musicImport`); `MusicImportRecord` is the row its steps save.
struct MusicImportProgress: Sendable {
    var id: UUID
    var state: String
    var format: String
    var plays: Int
    var alreadyImported: Int
    var skippedNotMusic: Int
    var skippedShort: Int
    var skippedNowPlaying: Int
    var duplicates: Int
    var listeningMs: Int64
    var firstPlayedAt: Date?
    var lastPlayedAt: Date?
    var imported: Int
    var createdAt: Date

    var api: Components.Schemas.MusicImport {
        .init(
            id: id.uuidString, state: .init(rawValue: state) ?? .failed, format: .init(rawValue: format) ?? .lastfmCSV,
            plays: plays, alreadyImported: alreadyImported, skippedNotMusic: skippedNotMusic,
            skippedShortPlays: skippedShort, skippedNowPlaying: skippedNowPlaying, duplicatesInFiles: duplicates,
            listeningMinutes: Int(listeningMs / 60_000), firstPlayedAt: firstPlayedAt, lastPlayedAt: lastPlayedAt,
            imported: imported, createdAt: createdAt)
    }

    /// The columns ``init(row:)`` reads.
    static let columns: SQLQueryString = """
        id, state, format, plays, already_imported, skipped_not_music, skipped_short, skipped_now_playing, duplicates,
        listening_ms, first_played_at, last_played_at, imported, created_at
        """

    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        state = try row.decode(column: "state", as: String.self)
        format = try row.decode(column: "format", as: String.self)
        plays = try row.decode(column: "plays", as: Int.self)
        alreadyImported = try row.decode(column: "already_imported", as: Int.self)
        skippedNotMusic = try row.decode(column: "skipped_not_music", as: Int.self)
        skippedShort = try row.decode(column: "skipped_short", as: Int.self)
        skippedNowPlaying = try row.decode(column: "skipped_now_playing", as: Int.self)
        duplicates = try row.decode(column: "duplicates", as: Int.self)
        listeningMs = try row.decode(column: "listening_ms", as: Int64.self)
        firstPlayedAt = try row.optional("first_played_at")
        lastPlayedAt = try row.optional("last_played_at")
        imported = try row.decode(column: "imported", as: Int.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
    }

    init(_ record: MusicImportRecord) throws {
        id = try record.requireID()
        (state, format, plays, alreadyImported) = (record.state, record.format, record.plays, record.alreadyImported)
        (skippedNotMusic, skippedShort, skippedNowPlaying) = (record.skippedNotMusic, record.skippedShort, record.skippedNowPlaying)
        (duplicates, listeningMs, imported, createdAt) = (record.duplicates, record.listeningMs, record.imported, record.createdAt)
        (firstPlayedAt, lastPlayedAt) = (record.firstPlayedAt, record.lastPlayedAt)
    }
}
