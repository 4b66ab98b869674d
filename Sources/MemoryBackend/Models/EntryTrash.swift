import Fluent
import Foundation
import ServerCore

/// A deleted entry as it was (row, media rows, tag names), under the entry's own id, so Undo
/// can put it back exactly; its files stay in the store until it is purged.
final class DeletedEntry: Model, @unchecked Sendable {
    static let schema = "memory_deleted_entries"

    @ID(key: .id) var id: UUID?
    @Field(key: "user_id") var userID: UUID
    @Field(key: "deleted_at") var deletedAt: Date
    /// JSON of ``EntryTrash/Snapshot``.
    @Field(key: "snapshot") var snapshot: String

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $userID, $deletedAt, $snapshot] }
}

/// Deleting with undo, as Notes does: a delete moves the entry here; for ``undoWindow`` it can
/// be restored (the timeline's Undo banner), then it is purged with its files.
enum EntryTrash {
    static let undoWindow: TimeInterval = 120

    struct Snapshot: Codable {
        var entry: MemoryEntry
        var media: [EntryMedia]
        var tags: [String]
    }

    static func encode(_ snapshot: Snapshot) throws -> String {
        String(decoding: try JSONEncoder().encode(snapshot), as: UTF8.self)
    }

    static func decode(_ text: String) throws -> Snapshot {
        try JSONDecoder().decode(Snapshot.self, from: Data(text.utf8))
    }

    /// Forgets every entry deleted before `cutoff`, and removes its files (all owners: the
    /// background loop's sweep).
    static func purge(deletedBefore cutoff: Date, on db: any Database, store: any MediaStore) async throws {
        for trash in try await MemoryReads.live(db.sql).trash(cutoff) {
            for id in trash.mediaIDs {
                await store.delete(at: EntryMedia.location(id, owner: trash.owner))
                await ThumbnailJob.removeThumbnails(of: id, owner: trash.owner, from: store)
            }
            try await DeletedEntry.query(on: db).filter(\.$id == trash.id).delete()
        }
    }
}

/// An entry in the trash as the sweeps read it: whose it is and which files it kept.
struct TrashedEntry: Sendable {
    var id: UUID
    var owner: UUID
    var mediaIDs: [UUID]
}
