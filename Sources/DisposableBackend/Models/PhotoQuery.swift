import Fluent
import Foundation
import ServerCore

/// The photos of an event a caller may see, in SQL: the organizer all; a guest their own, and
/// others' only once revealed and not hidden. Galleries, archives and stats all start here.
struct PhotoQuery {
    let caller: Caller
    let now: Date
    var mineOnly = false

    func builder(on db: any Database) -> QueryBuilder<DisposablePhoto> {
        let query = DisposablePhoto.query(on: db).filter(\.$eventID == caller.eventID)
        if mineOnly { return query.filter(\.$participantID == caller.participantID) }
        if caller.isOrganizer { return query }
        guard caller.seesEveryone(now: now) else { return query.filter(\.$participantID == caller.participantID) }
        return query.group(.or) { visible in
            visible.filter(\.$participantID == caller.participantID).filter(\.$hidden == false)
        }
    }

    /// Newest first, after `cursor`.
    func page(after cursor: PhotoCursor?, limit: Int, on db: any Database) async throws -> [DisposablePhoto] {
        var query = builder(on: db)
        if let cursor {
            query = query.group(.or) { older in
                older.filter(\.$uploadedAt < cursor.uploadedAt)
                    .group(.and) { $0.filter(\.$uploadedAt == cursor.uploadedAt).filter(\.$id < cursor.id) }
            }
        }
        return try await query.sort(\.$uploadedAt, .descending).sort(\.$id, .descending).limit(limit).all()
    }
}

/// A position in a gallery: the last photo's upload time and id, opaque to clients.
struct PhotoCursor {
    let uploadedAt: Date
    let id: UUID

    init(photo: DisposablePhoto) {
        uploadedAt = photo.uploadedAt
        id = photo.id!
    }

    init(encoded: String) throws {
        let invalid = AppError(.badRequest, code: "validation_failed", detail: "The cursor is not valid.", field: "cursor",
                               errors: [FieldProblem(field: "cursor", reason: "invalidFormat")])
        var base64 = encoded.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8) else { throw invalid }
        let parts = text.split(separator: "|")
        guard parts.count == 2, let millis = Int64(parts[0]), let id = UUID(uuidString: String(parts[1])) else { throw invalid }
        uploadedAt = Date(timeIntervalSince1970: Double(millis) / 1000)
        self.id = id
    }

    var encoded: String {
        let text = "\(Int64((uploadedAt.timeIntervalSince1970 * 1000).rounded()))|\(id.uuidString)"
        return Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
}
