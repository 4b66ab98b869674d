import Fluent
import Foundation
import ServerCore

/// A file of an entry: the untouched original plus thumbnails a job makes later.
final class EntryMedia: Model, @unchecked Sendable {
    static let schema = "memory_entry_media"

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date

    // data
    @Field(key: "position") var position: Int
    @Field(key: "content_type") var contentType: String
    @Field(key: "byte_size") var byteSize: Int64
    @OptionalField(key: "original_name") var originalName: String?
    /// Display size after EXIF orientation.
    @OptionalField(key: "width") var width: Int?
    @OptionalField(key: "height") var height: Int?
    @OptionalField(key: "duration_seconds") var durationSeconds: Double?
    /// Comma-separated long edges of the thumbnails that exist (`256,1024`).
    @Field(key: "thumbnail_sizes") var thumbnailSizes: String

    // relationships
    @Parent(key: "entry_id") var entry: MemoryEntry
    @Field(key: "user_id") var userID: UUID

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $position, $contentType, $byteSize, $originalName, $width, $height, $durationSeconds,
         $thumbnailSizes, $entry, $userID]
    }

    /// Storage key of the original or of a thumbnail.
    static func storageKey(_ id: UUID, thumbnail size: Int? = nil) -> String {
        size.map { "\(id.uuidString.lowercased())-\($0).jpg" } ?? id.uuidString.lowercased()
    }

    /// Where the original or a thumbnail lives in the media store.
    static func location(_ id: UUID, owner: UUID, thumbnail size: Int? = nil) -> MediaLocation {
        MediaLocation(owner: owner, key: storageKey(id, thumbnail: size))
    }

    var thumbnails: [Int] { Self.thumbnails(thumbnailSizes) }

    static func thumbnails(_ sizes: String) -> [Int] { sizes.split(separator: ",").compactMap { Int($0) } }
}
