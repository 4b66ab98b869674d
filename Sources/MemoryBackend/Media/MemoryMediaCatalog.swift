import Fluent
import Foundation
import ServerCore
import SQLKit

/// The files Memory Recap's rows own, for `MediaReconciler`: each media row's original, and
/// its thumbnails (required once the row lists them, owned while the job may still make them).
enum MemoryMediaCatalog {
    static let catalog = MediaCatalog(name: "memory", covers: covers, claims: claims)

    /// Memory's keys: `<media uuid>` for originals, `<media uuid>-<size>.jpg` for thumbnails.
    @Sendable static func covers(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 5 || parts.count == 6, UUID(uuidString: parts.prefix(5).joined(separator: "-")) != nil
        else { return false }
        guard parts.count == 6 else { return true }
        return parts[5].hasSuffix(".jpg") && Int(parts[5].dropLast(4)) != nil
    }

    @Sendable static func claims(on db: any Database) async throws -> [MediaClaim] {
        let reads = MemoryReads.live(db.sql)
        let files = try await reads.allFiles()
        let deleted = try await deletedClaims(reads)
        return files.flatMap { file in
            let listed = Set(file.thumbnails)
            let thumbnails = ThumbnailJob.sizes.map { size in
                MediaClaim(location: EntryMedia.location(file.id, owner: file.owner, thumbnail: size),
                           isRequired: listed.contains(size))
            }
            return [MediaClaim(location: EntryMedia.location(file.id, owner: file.owner))] + thumbnails
        } + deleted
    }

    /// A deleted entry's files stay owned through the undo window (Undo puts them back in use);
    /// the trash's purge removes them.
    static func deletedClaims(_ reads: MemoryReads) async throws -> [MediaClaim] {
        try await reads.trash(nil).flatMap { trash in
            trash.mediaIDs.flatMap { id in
                [MediaClaim(location: EntryMedia.location(id, owner: trash.owner))]
                    + ThumbnailJob.sizes.map { MediaClaim(location: EntryMedia.location(id, owner: trash.owner, thumbnail: $0), isRequired: false) }
            }
        }
    }
}
