import Fluent
import Foundation
import ServerCore

/// The files Disposable's rows own, for `MediaReconciler`: each photo's original, and its
/// display copy and thumbnail (required once the photo is `ready`, owned while the job may
/// still make them). Keys: `<photo uuid>`, `<photo uuid>-display.jpg`, `<photo uuid>-thumb.jpg`
/// under the event's folder.
enum DisposableMediaCatalog {
    static let catalog = MediaCatalog(name: "disposable", covers: covers, claims: claims)

    @Sendable static func covers(_ key: String) -> Bool {
        guard key.count >= 36, UUID(uuidString: String(key.prefix(36))) != nil else { return false }
        let rest = key.dropFirst(36)
        return rest.isEmpty || rest == "-display.jpg" || rest == "-thumb.jpg"
    }

    @Sendable static func claims(on db: any Database) async throws -> [MediaClaim] {
        try await DisposableReads.live(db.sql).storedPhotos().flatMap { photo in
            [
                MediaClaim(location: DisposablePhoto.location(photo.id, event: photo.eventID, variant: .original)),
                MediaClaim(location: DisposablePhoto.location(photo.id, event: photo.eventID, variant: .display),
                           isRequired: photo.isReady),
                MediaClaim(location: DisposablePhoto.location(photo.id, event: photo.eventID, variant: .thumbnail),
                           isRequired: photo.isReady),
            ]
        }
    }
}
