import Fluent
import Foundation

/// A staged file whose owning rows have committed but which may not be in place yet.
///
/// Inserted in the same transaction as those rows (`MediaStore.commit`), deleted once the file
/// has moved. One left behind means the process stopped in between: `MediaReconciler` moves the
/// file then. Never written or read by backends directly.
final class PendingMedia: Model, @unchecked Sendable {
    static let schema = "media_pending"

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date

    // data
    @Field(key: "owner_id") var ownerID: UUID
    @Field(key: "storage_key") var storageKey: String
    @Field(key: "staged_name") var stagedName: String

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $createdAt, $ownerID, $storageKey, $stagedName] }

    init(_ placement: MediaPlacement, now: Date) {
        id = UUID()
        createdAt = now
        ownerID = placement.location.owner
        storageKey = placement.location.key
        stagedName = placement.staged.name
    }

    var location: MediaLocation { MediaLocation(owner: ownerID, key: storageKey) }
}
