import Fluent
import Foundation
import ServerCore
import SQLKit

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
        let sql = db.sql
        struct Row: Decodable {
            var id: UUID
            var event_id: UUID
            var status: String
        }
        let rows = try await sql.raw("SELECT id, event_id, status FROM \(ident: DisposablePhoto.schema)")
            .all(decoding: Row.self)
        return rows.flatMap { row in
            let ready = row.status == DisposablePhoto.Status.ready.rawValue
            return [
                MediaClaim(location: DisposablePhoto.location(row.id, event: row.event_id, variant: .original)),
                MediaClaim(location: DisposablePhoto.location(row.id, event: row.event_id, variant: .display), isRequired: ready),
                MediaClaim(location: DisposablePhoto.location(row.id, event: row.event_id, variant: .thumbnail), isRequired: ready),
            ]
        }
    }
}
