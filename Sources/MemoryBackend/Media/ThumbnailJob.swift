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
        // Decoded from a local path (the file itself, or one temporary copy of the S3 object) on
        // the bounded media executor, behind any upload's inspection.
        let thumbnails = try await settings.store.withLocalCopy(at: EntryMedia.location(mediaID, owner: userID)) { original in
            var made: [(size: Int, jpeg: Data)] = []
            for size in sizes {
                made.append((size, try await settings.imaging.thumbnail(ofFileAt: original, longEdge: size, priority: .background).jpeg))
            }
            return made
        }
        for thumbnail in thumbnails {
            // Made again on a retry; one whose row update never came is an orphan the
            // reconciler removes after its grace period.
            try await settings.store.write(thumbnail.jpeg, at: EntryMedia.location(mediaID, owner: userID, thumbnail: thumbnail.size))
        }
        media.thumbnailSizes = sizes.map(String.init).joined(separator: ",")
        try await EntryChanges.write(userID: userID, on: app.db) { change in
            try await media.update(on: change.db)
        }
        // Deleted while the thumbnails were being made: its files went before these existed.
        // (A delete after this check removes them itself.)
        if try await MemoryReads.live(app.db.sql).file(userID, mediaID) == nil {
            await removeThumbnails(of: mediaID, owner: userID, from: settings.store)
        }
    }

    static func removeThumbnails(of mediaID: UUID, owner: UUID, from store: any MediaStore) async {
        for size in sizes { await store.delete(at: EntryMedia.location(mediaID, owner: owner, thumbnail: size)) }
    }
}
