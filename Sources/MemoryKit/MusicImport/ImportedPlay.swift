import Foundation

/// The export formats Memory Recap reads listening history from.
public enum MusicImportFormat: String, Codable, CaseIterable, Sendable {
    /// Spotify "extended streaming history" (`Streaming_History_Audio_*.json`): UTC `ts`, podcasts mixed in.
    case spotifyExtended
    /// Spotify "account data" (`StreamingHistory_music_*.json`): `endTime` as a local time without zone.
    case spotifyAccount
    /// Last.fm scrobbles as CSV (`uts,utc_time,artist,…,track,…`).
    case lastfmCSV
    /// Last.fm API `user.getRecentTracks` responses (one page, or an array of pages).
    case lastfmJSON
}

/// One play read from an export.
public struct ImportedPlay: Sendable, Equatable, Hashable {
    /// When the source says it happened (Spotify: when the play ended; Last.fm: the scrobble time).
    public var playedAt: Date
    public var title: String
    public var artist: String
    public var album: String?
    /// How long it played, when the source says (Last.fm does not).
    public var millisecondsPlayed: Int?

    public init(playedAt: Date, title: String, artist: String, album: String? = nil, millisecondsPlayed: Int? = nil) {
        self.playedAt = playedAt
        self.title = title
        self.artist = artist
        self.album = album
        self.millisecondsPlayed = millisecondsPlayed
    }

    /// The same play imported twice has the same key: the second and the track, case-folded.
    public var dedupeKey: String {
        "\(Int64(playedAt.timeIntervalSince1970.rounded(.down)))\u{1F}\(TextFolding.matchKey(artist))\u{1F}\(TextFolding.matchKey(title))"
    }
}

/// A file that is not a listening history we can read, naming where it went wrong.
public struct MusicImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of a CSV file, or of the JSON text where the syntax broke.
    public var line: Int?
    /// 1-based position of the play in a JSON array.
    public var item: Int?
    /// The field that is missing or wrong (`ts`, `uts`, `recenttracks.track`).
    public var field: String?
    public var reason: String

    public init(line: Int? = nil, item: Int? = nil, field: String? = nil, reason: String) {
        self.line = line
        self.item = item
        self.field = field
        self.reason = reason
    }

    public var description: String {
        var place: [String] = []
        if let line { place.append("line \(line)") }
        if let item { place.append("item \(item)") }
        if let field { place.append("field \"\(field)\"") }
        return place.isEmpty ? reason : "\(place.joined(separator: ", ")): \(reason)"
    }
}

/// What an import would add, before anything is stored (the preview) and after.
public struct MusicImportReport: Sendable, Equatable {
    public var format: MusicImportFormat
    /// Songs to import, oldest first, without duplicates.
    public var plays: [ImportedPlay]
    /// Podcast episodes, audiobooks and rows without a track or artist.
    public var skippedNotMusic = 0
    public var skippedShortPlays = 0
    /// Last.fm's "now playing" track has no date yet.
    public var skippedNowPlaying = 0
    /// Plays the file lists more than once.
    public var duplicatesInFile = 0

    /// Keys of `plays`, for de-duplication while reading.
    var seenKeys = Set<String>()

    public init(format: MusicImportFormat, plays: [ImportedPlay] = []) {
        self.format = format
        self.plays = plays
        self.seenKeys = Set(plays.map(\.dedupeKey))
    }

    /// Listening time of the plays that say how long they lasted.
    public var millisecondsPlayed: Int { plays.reduce(0) { $0 + ($1.millisecondsPlayed ?? 0) } }
}
