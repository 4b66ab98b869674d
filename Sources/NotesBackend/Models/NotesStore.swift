import Fluent
import Foundation
import NotesKit
import ServerCore

/// Every note write for one account, and the record an edit saves (reads that only show notes
/// go through ``NotesReads``). Nothing here can reach another account's rows: each query
/// starts from ``scoped(_:)``, and an id that is not the owner's reads as "not found".
struct NotesStore {
    let db: any Database
    let ownerID: UUID
    let now: Date

    /// How long a deleted note can be brought back (the undo toast, the undo banner).
    static let undoWindow: TimeInterval = 120

    private func scoped(_ db: (any Database)? = nil) -> QueryBuilder<NoteRecord> {
        NoteRecord.query(on: db ?? self.db).filter(\.$owner.$id == ownerID)
    }

    private func live(_ db: (any Database)? = nil) -> QueryBuilder<NoteRecord> {
        scoped(db).filter(\.$deletedAt == nil)
    }

    /// The owner's note with `id`; nil for a malformed id, someone else's note or a deleted one.
    func find(_ id: String?) async throws -> NoteRecord? {
        guard let id, let uuid = UUID(uuidString: id) else { return nil }
        return try await live().filter(\.$id == uuid).first()
    }

    func create(title: String, body: String) async throws -> NoteRecord {
        let record = NoteRecord(
            ownerID: ownerID, title: NoteValidator.normalizedTitle(title), body: body, createdAt: now, updatedAt: now)
        try await record.create(on: db)
        try await purgeExpired()
        return record
    }

    /// Saves new text; `updatedAt` moves only when something really changed.
    func update(_ record: NoteRecord, title: String, body: String) async throws {
        let title = NoteValidator.normalizedTitle(title)
        guard title != record.title || body != record.body else { return }
        record.title = title
        record.body = body
        record.updatedAt = now
        try await record.save(on: db)
    }

    /// Marks the owner's notes among `ids` deleted; returns the ids that were.
    func delete(ids: [String]) async throws -> [String] {
        let uuids = ids.compactMap(UUID.init(uuidString:))
        guard !uuids.isEmpty else { return [] }
        // One read of the ids, one UPDATE: a selection of 50 was 50 saves.
        let deleted = try await live().filter(\.$id ~~ uuids).all(\.$id)
        if !deleted.isEmpty { try await scoped().filter(\.$id ~~ deleted).set(\.$deletedAt, to: now).update() }
        try await purgeExpired()
        return deleted.map(\.uuidString)
    }

    /// Brings back notes deleted within the undo window; returns the ids that came back.
    func restore(ids: [String]) async throws -> [String] {
        let uuids = ids.compactMap(UUID.init(uuidString:))
        guard !uuids.isEmpty else { return [] }
        let restored = try await scoped().filter(\.$id ~~ uuids)
            .filter(\.$deletedAt >= now.addingTimeInterval(-Self.undoWindow)).all(\.$id)
        if !restored.isEmpty { try await scoped().filter(\.$id ~~ restored).set(\.$deletedAt, to: nil).update() }
        return restored.map(\.uuidString)
    }

    /// Removes for good the notes whose undo window has passed. Runs with the owner's next
    /// create or delete (writes anyway), so a list page stays a pure read.
    func purgeExpired() async throws {
        try await scoped().filter(\.$deletedAt < now.addingTimeInterval(-Self.undoWindow)).delete()
    }
}
