import Fluent
import Foundation
import Imaging
import ServerCore
import Vapor

/// Makes the 256 and 1024 px thumbnails of a photo in the background (upright, EXIF-free),
/// leaving the original untouched. Runs from the database job queue, so it survives a crash.
enum ThumbnailJob {
    static let kind = "memory.thumbnails"
    static let sizes = [256, 1024]

    static func payload(userID: UUID, mediaID: UUID) -> String {
        "\(userID.uuidString):\(mediaID.uuidString)"
    }

    static func run(payload: String, app: Application, settings: MemorySettings) async throws {
        let parts = payload.split(separator: ":").compactMap { UUID(uuidString: String($0)) }
        guard parts.count == 2 else { return }
        let (userID, mediaID) = (parts[0], parts[1])
        // The entry may have been deleted meanwhile: nothing to do then.
        guard let media = try await EntryMedia.query(on: app.db).filter(\.$id == mediaID)
            .filter(\.$userID == userID).first()
        else { return }
        let original = settings.store.localFile(at: EntryMedia.location(mediaID, owner: userID))
        for size in sizes {
            let thumbnail = try settings.imaging.thumbnail(ofFileAt: original, longEdge: size)
            // Made again on a retry; one whose row update never came is an orphan the
            // reconciler removes after its grace period.
            try settings.store.write(thumbnail.jpeg, at: EntryMedia.location(mediaID, owner: userID, thumbnail: size))
        }
        media.thumbnailSizes = sizes.map(String.init).joined(separator: ",")
        try await EntryChanges.write(userID: userID, on: app.db) { change in
            try await media.update(on: change.db)
        }
        // Deleted while the thumbnails were being made: its files went before these existed.
        // (A delete after this check removes them itself.)
        if try await EntryMedia.query(on: app.db).filter(\.$id == mediaID).first() == nil {
            removeThumbnails(of: mediaID, owner: userID, from: settings.store)
        }
    }

    static func removeThumbnails(of mediaID: UUID, owner: UUID, from store: any MediaStore) {
        for size in sizes { store.delete(at: EntryMedia.location(mediaID, owner: owner, thumbnail: size)) }
    }
}
