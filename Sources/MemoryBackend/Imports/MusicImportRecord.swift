import Fluent
import Foundation
import MemoryKit
import ServerCore

/// An upload of listening-history files: previewed, then imported in the background. The row its
/// steps save; the owner reads it as `MusicImportProgress`.
final class MusicImportRecord: Model, @unchecked Sendable {
    static let schema = "memory_music_imports"

    enum State: String {
        case preview, importing, done, failed
    }

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date

    // data
    @Field(key: "state") var state: String
    @Field(key: "format") var format: String
    /// The account's zone, for Spotify account data's zone-less times.
    @Field(key: "time_zone") var timeZone: String
    @Field(key: "file_count") var fileCount: Int
    @Field(key: "plays") var plays: Int
    @Field(key: "already_imported") var alreadyImported: Int
    @Field(key: "skipped_not_music") var skippedNotMusic: Int
    @Field(key: "skipped_short") var skippedShort: Int
    @Field(key: "skipped_now_playing") var skippedNowPlaying: Int
    @Field(key: "duplicates") var duplicates: Int
    @Field(key: "listening_ms") var listeningMs: Int64
    @OptionalField(key: "first_played_at") var firstPlayedAt: Date?
    @OptionalField(key: "last_played_at") var lastPlayedAt: Date?
    /// Song entries added so far: the progress bar.
    @Field(key: "imported") var imported: Int

    // relationships
    @Field(key: "user_id") var userID: UUID

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $state, $format, $timeZone, $fileCount, $plays, $alreadyImported, $skippedNotMusic,
         $skippedShort, $skippedNowPlaying, $duplicates, $listeningMs, $firstPlayedAt, $lastPlayedAt, $imported,
         $userID]
    }

    /// Where the uploaded file `index` is kept until the import is done (`import-<uuid>-<n>`).
    static func location(_ id: UUID, file index: Int, owner: UUID) -> MediaLocation {
        MediaLocation(owner: owner, key: "import-\(id.uuidString.lowercased())-\(index)")
    }

    func apply(_ report: MusicImportReport, alreadyImported: Int) {
        format = report.format.rawValue
        plays = report.plays.count
        self.alreadyImported = alreadyImported
        skippedNotMusic = report.skippedNotMusic
        skippedShort = report.skippedShortPlays
        skippedNowPlaying = report.skippedNowPlaying
        duplicates = report.duplicatesInFile
        listeningMs = Int64(report.millisecondsPlayed)
        firstPlayedAt = report.plays.first?.playedAt
        lastPlayedAt = report.plays.last?.playedAt
    }
}

/// The uploaded history files, for `MediaReconciler`: owned while their import waits for a
/// commit or runs; files of a finished import, or of an upload whose row never committed,
/// are swept after the grace period.
enum MusicImportCatalog {
    static let catalog = MediaCatalog(name: "memory-imports", covers: { $0.hasPrefix("import-") }, claims: claims)

    @Sendable static func claims(on db: any Database) async throws -> [MediaClaim] {
        try await MemoryReads.live(db.sql).openImports().flatMap { upload in
            (0..<upload.fileCount).map { index in
                MediaClaim(location: MusicImportRecord.location(upload.id, file: index, owner: upload.owner))
            }
        }
    }
}
