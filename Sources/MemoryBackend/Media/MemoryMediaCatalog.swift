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
        let sql = db.sql
        struct Row: Decodable {
            var id: UUID
            var user_id: UUID
            var thumbnail_sizes: String
        }
        let rows = try await sql.raw("SELECT id, user_id, thumbnail_sizes FROM \(ident: EntryMedia.schema)")
            .all(decoding: Row.self)
        let deleted = try await deletedClaims(on: db)
        return rows.flatMap { row in
            let listed = Set(EntryMedia.thumbnails(row.thumbnail_sizes))
            let thumbnails = ThumbnailJob.sizes.map { size in
                MediaClaim(location: EntryMedia.location(row.id, owner: row.user_id, thumbnail: size),
                           isRequired: listed.contains(size))
            }
            return [MediaClaim(location: EntryMedia.location(row.id, owner: row.user_id))] + thumbnails
        } + deleted
    }

    /// A deleted entry's files stay owned through the undo window (Undo puts them back in use);
    /// the trash's purge removes them.
    static func deletedClaims(on db: any Database) async throws -> [MediaClaim] {
        try await DeletedEntry.query(on: db).all().flatMap { trash in
            ((try? EntryTrash.decode(trash.snapshot).media) ?? []).compactMap(\.id).flatMap { id in
                [MediaClaim(location: EntryMedia.location(id, owner: trash.userID))]
                    + ThumbnailJob.sizes.map { MediaClaim(location: EntryMedia.location(id, owner: trash.userID, thumbnail: $0), isRequired: false) }
            }
        }
    }
}
