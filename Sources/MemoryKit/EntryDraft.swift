import Foundation

/// Where a song entry came from: typed in, or imported from a listening history.
public enum SongSource: String, Codable, CaseIterable, Sendable {
    case manual
    case spotify
    case lastfm
}

/// The details of a song entry.
public struct SongDetails: Codable, Equatable, Hashable, Sendable {
    public var title: String
    public var artist: String
    public var album: String?
    public var genre: String?
    public var playedAt: Date?
    public var source: SongSource
    /// How long it played, when an import said so (listening time in the recap).
    public var listenedMilliseconds: Int?

    public init(
        title: String, artist: String, album: String? = nil, genre: String? = nil, playedAt: Date? = nil,
        source: SongSource = .manual, listenedMilliseconds: Int? = nil
    ) {
        self.title = title
        self.artist = artist
        self.album = album
        self.genre = genre
        self.playedAt = playedAt
        self.source = source
        self.listenedMilliseconds = listenedMilliseconds
    }
}

/// The fields a user sends to create or replace an entry (the multipart `metadata` part).
public struct EntryDraft: Codable, Equatable, Sendable {
    public var kind: EntryKind
    public var title: String?
    public var description: String?
    /// Simple markdown body of a text entry.
    public var text: String?
    public var tags: [String]
    public var occurredAt: Date
    /// Seconds east of UTC where the moment happened, so the day is the one the user lived.
    public var utcOffsetSeconds: Int
    public var location: Location?
    public var song: SongDetails?
    /// Entries are private by default.
    public var isPrivate: Bool

    public init(
        kind: EntryKind, title: String? = nil, description: String? = nil, text: String? = nil,
        tags: [String] = [], occurredAt: Date, utcOffsetSeconds: Int, location: Location? = nil,
        song: SongDetails? = nil, isPrivate: Bool = true
    ) {
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
    }
}
