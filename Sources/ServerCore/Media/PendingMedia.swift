import Fluent
import Foundation

/// A file on its way into the store whose owning rows have not committed yet.
///
/// Inserted before the file moves into place (`MediaStore.commit`) and deleted in the transaction
/// that commits its rows. One left behind means the upload never committed (the process stopped,
/// or the clean-up after a refusal failed): `MediaReconciler` removes its file and staged copy.
/// Never written or read by backends directly.
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
