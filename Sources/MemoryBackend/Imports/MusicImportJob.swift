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
        let source: SongSource = report.format == .lastfmCSV || report.format == .lastfmJSON ? .lastfm : .spotify
        var existing = Set<String>()
        if let first = report.plays.first, let last = report.plays.last {
            existing = try await MemoryReads.live(app.db.sql).importKeys(userID, first.playedAt, last.playedAt)
        }
        let fresh = report.plays.filter { !existing.contains($0.dedupeKey) }
        var imported = 0
        for start in stride(from: 0, to: fresh.count, by: MusicImportStore.batchSize) {
            let batch = fresh[start..<min(start + MusicImportStore.batchSize, fresh.count)]
            imported += try await EntryChanges.write(userID: userID, on: app.db) { change in
                let added = try await MusicImportStore(db: change.db, userID: userID)
                    .insert(batch, source: source, zone: zone, now: app.clock())
                change.entries(added)
                return added
            }
            record.imported = imported
            try await record.update(on: app.db)
        }
        try await EntryChanges.write(userID: userID, on: app.db) { change in
            let db = change.db
            try await EntrySearch.indexUnindexed(on: db.sql)
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
