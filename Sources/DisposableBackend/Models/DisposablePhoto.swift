import Fluent
import Foundation
import ServerCore

/// A stored shot: the original (location removed, pixels untouched) and, once the job ran, a
/// display copy and a grid thumbnail, all under the event's media folder.
final class DisposablePhoto: Model, @unchecked Sendable {
    static let schema = "disposable_photos"

    enum Status: String { case processing, ready }
    enum Variant: String, CaseIterable { case original, display, thumbnail }

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "uploaded_at") var uploadedAt: Date

    // data
    @Field(key: "client_photo_id") var clientPhotoID: UUID
    @Field(key: "content_type") var contentType: String
    @Field(key: "byte_size") var byteSize: Int64
    /// CRC-32 of the stored original, so a ZIP streams it without reading it twice.
    @Field(key: "crc32") var crc32: Int64
    /// Display size (after EXIF orientation).
    @Field(key: "width") var width: Int
    @Field(key: "height") var height: Int
    @Field(key: "taken_at") var takenAt: Date
    @Field(key: "hidden") var hidden: Bool
    @Field(key: "status") var status: String

    // relationships
    @Field(key: "event_id") var eventID: UUID
    @Field(key: "participant_id") var participantID: UUID

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $uploadedAt, $clientPhotoID, $contentType, $byteSize, $crc32, $width, $height, $takenAt, $hidden,
         $status, $eventID, $participantID]
    }

    /// Files live per event (`media/<event id>/…`), so retention removes a folder.
    static func location(_ id: UUID, event: UUID, variant: Variant) -> MediaLocation {
        let base = id.uuidString.lowercased()
        switch variant {
        case .original: return MediaLocation(owner: event, key: base)
        case .display: return MediaLocation(owner: event, key: "\(base)-display.jpg")
        case .thumbnail: return MediaLocation(owner: event, key: "\(base)-thumb.jpg")
        }
    }

    // `location(_:)`, `isReady`, `fileExtension`: PhotoRecord, the value every read returns.
}

/// One line of an event's durable log: what the live stream sends, in order, by id.
final class EventLogEntry: Model, @unchecked Sendable {
    static let schema = "disposable_event_log"

    /// Who may receive an entry (guests also need the photo to be visible to them).
    enum Audience: String {
        /// Everyone in the event: reveal, end.
        case everyone
        /// Organizer and the photo's uploader; other guests once revealed and not hidden.
        case photo
        /// Organizer and the photo's uploader only (a hidden photo changing).
        case privileged
        /// Only the organizer: joins.
        case organizer
    }

    @ID(custom: "id", generatedBy: .database) var id: Int64?
    @Field(key: "event_id") var eventID: UUID
    @Field(key: "type") var type: String
    @Field(key: "audience") var audience: String
    @OptionalField(key: "photo_id") var photoID: UUID?
    @OptionalField(key: "participant_id") var participantID: UUID?
    @Field(key: "created_at") var createdAt: Date

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $eventID, $type, $audience, $photoID, $participantID, $createdAt] }

    init(eventID: UUID, type: String, audience: Audience, photoID: UUID? = nil, participantID: UUID? = nil, now: Date) {
        self.eventID = eventID
        self.type = type
        self.audience = audience.rawValue
        self.photoID = photoID
        self.participantID = participantID
        self.createdAt = now
    }
}
