import Foundation
import SQLKit
import ServerCore

/// A stored photo read as a value (through `DisposableReads`): what galleries, archives, the live
/// stream and file links show. Changes go through the model (`DisposablePhoto`).
struct PhotoRecord: Equatable, Sendable {
    var id: UUID
    var uploadedAt: Date
    var clientPhotoID: UUID
    var contentType: String
    var byteSize: Int64
    var crc32: Int64
    var width: Int
    var height: Int
    var takenAt: Date
    var hidden: Bool
    var status: String
    var eventID: UUID
    var participantID: UUID

    static let columnNames = ["id", "uploaded_at", "client_photo_id", "content_type", "byte_size", "crc32", "width",
                              "height", "taken_at", "hidden", "status", "event_id", "participant_id"]

    init(_ row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        uploadedAt = try row.decode(column: "uploaded_at", as: Date.self)
        clientPhotoID = try row.decode(column: "client_photo_id", as: UUID.self)
        contentType = try row.decode(column: "content_type", as: String.self)
        byteSize = try row.decode(column: "byte_size", as: Int64.self)
        crc32 = try row.decode(column: "crc32", as: Int64.self)
        width = try row.decode(column: "width", as: Int.self)
        height = try row.decode(column: "height", as: Int.self)
        takenAt = try row.decode(column: "taken_at", as: Date.self)
        hidden = try row.decode(column: "hidden", as: Bool.self)
        status = try row.decode(column: "status", as: String.self)
        eventID = try row.decode(column: "event_id", as: UUID.self)
        participantID = try row.decode(column: "participant_id", as: UUID.self)
    }

    /// The row a model just written holds.
    init(_ model: DisposablePhoto) {
        id = model.id!
        uploadedAt = model.uploadedAt
        clientPhotoID = model.clientPhotoID
        contentType = model.contentType
        byteSize = model.byteSize
        crc32 = model.crc32
        width = model.width
        height = model.height
        takenAt = model.takenAt
        hidden = model.hidden
        status = model.status
        eventID = model.eventID
        participantID = model.participantID
    }

    func location(_ variant: DisposablePhoto.Variant) -> MediaLocation {
        DisposablePhoto.location(id, event: eventID, variant: variant)
    }

    var isReady: Bool { status == DisposablePhoto.Status.ready.rawValue }

    /// The file extension of the original, from its sniffed type.
    var fileExtension: String {
        switch contentType {
        case "image/png": "png"
        case "image/webp": "webp"
        case "image/heic": "heic"
        case "image/heif": "heif"
        default: "jpg"
        }
    }
}

/// The photos of one event a reader may see, as `DisposableReads` applies it in SQL: the
/// organizer all; a guest their own, and others' only once revealed and not hidden.
enum PhotoScope: Sendable, Equatable {
    /// Every photo of the event (its organizer).
    case all(event: UUID)
    /// The participant's own photos only (Mine, or a guest before the reveal).
    case own(event: UUID, participant: UUID)
    /// The participant's own, and everyone else's not hidden (a guest after the reveal).
    case visible(event: UUID, participant: UUID)
}

/// A photo's upload time and its uploader: what the organizer's numbers count.
struct PhotoUpload: Sendable {
    var participantID: UUID
    var uploadedAt: Date
}

/// A photo row as the media reconciler needs it: which files it owns.
struct StoredPhoto: Sendable {
    var id: UUID
    var eventID: UUID
    var isReady: Bool
}

/// A position in a gallery: the last photo's upload time and id, opaque to clients.
struct PhotoCursor: Sendable {
    let uploadedAt: Date
    let id: UUID

    init(photo: PhotoRecord) {
        uploadedAt = photo.uploadedAt
        id = photo.id
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
