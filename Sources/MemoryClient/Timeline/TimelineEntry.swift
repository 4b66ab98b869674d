import Foundation
import MemoryKit

/// A media file of an entry as the timeline shows it.
public struct TimelineMedia: Codable, Equatable, Hashable, Sendable {
    public var id: String
    public var contentType: String
    public var byteSize: Int64
    public var width: Int?
    public var height: Int?
    public var durationSeconds: Double?
    /// Signed, short-lived URL of the original (nil for a file still in the outbox).
    public var url: String?
    /// Signed URL of the smallest thumbnail once the server has made one.
    public var thumbnailURL: String?
    /// The file in the outbox, while the entry waits to be sent.
    public var localFile: String?

    public init(
        id: String, contentType: String, byteSize: Int64, width: Int? = nil, height: Int? = nil,
        durationSeconds: Double? = nil, url: String? = nil, thumbnailURL: String? = nil, localFile: String? = nil
    ) {
        self.id = id
        self.contentType = contentType
        self.byteSize = byteSize
        self.width = width
        self.height = height
        self.durationSeconds = durationSeconds
        self.url = url
        self.thumbnailURL = thumbnailURL
        self.localFile = localFile
    }
}

/// What the server suggested from a photo's EXIF (date, place), to offer (docs/apps/memory.md#adding).
public struct EntrySuggestions: Codable, Equatable, Hashable, Sendable {
    public var occurredAt: Date?
    public var utcOffsetSeconds: Int?
    public var location: Location?
    /// The nearest town to the entry's position, as the server names it ("Eminönü, Istanbul").
    public var placeLabel: String?

    public init(occurredAt: Date? = nil, utcOffsetSeconds: Int? = nil, location: Location? = nil, placeLabel: String? = nil) {
        self.occurredAt = occurredAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.location = location
        self.placeLabel = placeLabel
    }
}

/// One entry of the timeline, from the server or (still waiting) from the outbox: the client's
/// own model, so screens and the cache do not depend on the wire format.
public struct TimelineEntry: Codable, Equatable, Identifiable, Sendable {
    public var id: String
    public var kind: EntryKind
    public var title: String?
    public var description: String?
    public var text: String?
    public var tags: [String]
    public var occurredAt: Date
    public var utcOffsetSeconds: Int
    public var location: Location?
    public var song: SongDetails?
    public var isPrivate: Bool
    public var media: [TimelineMedia]
    public var suggestions: EntrySuggestions?
    public var createdAt: Date?
    public var updatedAt: Date?

    public init(
        id: String, kind: EntryKind, title: String? = nil, description: String? = nil, text: String? = nil,
        tags: [String] = [], occurredAt: Date, utcOffsetSeconds: Int, location: Location? = nil, song: SongDetails? = nil,
        isPrivate: Bool = true, media: [TimelineMedia] = [], suggestions: EntrySuggestions? = nil, createdAt: Date? = nil,
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.description = description
        self.text = text
        self.tags = tags
        self.occurredAt = occurredAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.location = location
        self.song = song
        self.isPrivate = isPrivate
        self.media = media
        self.suggestions = suggestions
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The day the person lived it (in the offset where it happened, not the viewer's zone).
    public var localDay: LocalDate {
        LocalDate(secondsSince1970: occurredAt.timeIntervalSince1970, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Where it happened, in words: the name given to the place, else the town the server found
    /// nearest to its position; nil without a position.
    public var placeName: String? {
        guard let location else { return nil }
        return location.name ?? suggestions?.placeLabel
    }

    /// The entry's editable fields, as an update sends them.
    public var draft: EntryDraft {
        EntryDraft(
            kind: kind, title: title, description: description, text: text, tags: tags, occurredAt: occurredAt,
            utcOffsetSeconds: utcOffsetSeconds, location: location, song: song, isPrivate: isPrivate)
    }

    /// This entry with `draft`'s fields (an edit not yet on the server).
    public func applying(_ draft: EntryDraft) -> TimelineEntry {
        var entry = self
        entry.title = draft.title
        entry.description = draft.description
        entry.text = draft.text
        entry.tags = draft.tags
        entry.occurredAt = draft.occurredAt
        entry.utcOffsetSeconds = draft.utcOffsetSeconds
        if draft.location != location { entry.suggestions?.placeLabel = nil }  // named for the old position
        entry.location = draft.location
        entry.song = draft.song
        entry.isPrivate = draft.isPrivate
        return entry
    }
}

extension EntryDraft {
    /// What a list row calls the entry: its title, else its song, else the start of its text.
    public var headline: String? {
        if let title, !title.isEmpty { return title }
        if let song { return "\(song.title) – \(song.artist)" }
        if let text { return String(text.prefix(60)) }
        return nil
    }
}
