import Fluent
import Foundation
import MemoryKit
import ServerCore
import SQLKit
import Vapor

/// Imports a committed upload in batches, recording progress after each, then indexes the new
/// entries for search and removes the uploaded files. Re-running it (a crash mid-way) adds only
/// what is missing, thanks to the import keys.
enum MusicImportJob {
    static let kind = "memory.music-import"

    static func payload(userID: UUID, importID: UUID) -> String { "\(userID.uuidString):\(importID.uuidString)" }

    static func run(payload: String, app: Application, settings: MemorySettings) async throws {
        let parts = payload.split(separator: ":").compactMap { UUID(uuidString: String($0)) }
        guard parts.count == 2 else { return }
        let (userID, importID) = (parts[0], parts[1])
        guard let record = try await MusicImportRecord.query(on: app.db).filter(\.$id == importID)
            .filter(\.$userID == userID).first(), record.state == MusicImportRecord.State.importing.rawValue
        else { return }
        let zone = TimeZone(identifier: record.timeZone) ?? TimeZone(secondsFromGMT: 0)!
        let report = try await MusicImportFiles.read(importID: importID, count: record.fileCount, owner: userID,
                                               store: settings.store, zone: zone)
        let store = MusicImportStore(db: app.db, userID: userID)
        let source: SongSource = report.format == .lastfmCSV || report.format == .lastfmJSON ? .lastfm : .spotify
        var existing = Set<String>()
        if let first = report.plays.first, let last = report.plays.last {
            existing = try await store.existingKeys(from: first.playedAt, to: last.playedAt)
        }
        let fresh = report.plays.filter { !existing.contains($0.dedupeKey) }
        var imported = 0
        for start in stride(from: 0, to: fresh.count, by: MusicImportStore.batchSize) {
            let batch = fresh[start..<min(start + MusicImportStore.batchSize, fresh.count)]
            imported += try await app.db.transaction { db in
                try await MusicImportStore(db: db, userID: userID).insert(batch, source: source, zone: zone, now: app.clock())
            }
            record.imported = imported
            try await record.update(on: app.db)
        }
        try await app.db.transaction { db in
            let sql = db.sql
            try await EntrySearch.indexUnindexed(on: sql)
            try await EntryTotals.recount(userID: userID, on: sql)
            record.state = MusicImportRecord.State.done.rawValue
            try await record.update(on: db)
        }
        await MusicImportFiles.remove(importID: importID, count: record.fileCount, owner: userID, store: settings.store)
    }
}

/// The uploaded files of an import, kept in the media store between preview and import.
enum MusicImportFiles {
    static func read(importID: UUID, count: Int, owner: UUID, store: any MediaStore, zone: TimeZone) async throws
        -> MusicImportReport
    {
        let importer = MusicImporter(zone: zone)
        var reports: [MusicImportReport] = []
        for index in 0..<count {
            let data = try await store.data(at: MusicImportRecord.location(importID, file: index, owner: owner))
            reports.append(try importer.read(data))
        }
        return MusicImporter.combine(reports) ?? MusicImportReport(format: .spotifyExtended)
    }

    static func remove(importID: UUID, count: Int, owner: UUID, store: any MediaStore) async {
        for index in 0..<count { await store.delete(at: MusicImportRecord.location(importID, file: index, owner: owner)) }
    }
}
