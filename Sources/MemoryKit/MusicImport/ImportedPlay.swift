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

/// A file that is not a listening history we can read, naming where it went wrong: a stable
/// `problem` (with `code`) and where, so each page and API answer can say it in its reader's
/// language (`message(in:)`, MusicImportText); `description` is the English sentence for logs.
public struct MusicImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line of a CSV file, or of the JSON text where the syntax broke.
    public var line: Int?
    /// 1-based position of the play in a JSON array.
    public var item: Int?
    /// The field that is missing or wrong (`ts`, `uts`, `recenttracks.track`).
    public var field: String?
    public var problem: Problem

    public init(line: Int? = nil, item: Int? = nil, field: String? = nil, _ problem: Problem) {
        self.line = line
        self.item = item
        self.field = field
        self.problem = problem
    }

    /// What is wrong, with what the sentence needs.
    public enum Problem: Equatable, Sendable {
        case fileEmpty, noPlays, unknownJSON, unknownCSV, notJSON, invalidJSON
        case missing, invalidValue, emptyValue, missingDate, notUTCTime, notLocalTime
        case wrongType(expected: ValueKind)
        case nullValue(expected: ValueKind)
        case notSeconds(found: String?)
        case missingColumn(String)
        case fieldCount(expected: Int, found: Int)

        /// Stable and machine-readable: `wrong_type`, `field_count`, …
        public var code: String {
            switch self {
            case .fileEmpty: "file_empty"
            case .noPlays: "no_plays"
            case .unknownJSON: "unknown_json"
            case .unknownCSV: "unknown_csv"
            case .notJSON: "not_json"
            case .invalidJSON: "invalid_json"
            case .missing: "missing"
            case .invalidValue: "invalid_value"
            case .emptyValue: "empty_value"
            case .missingDate: "missing_date"
            case .notUTCTime: "not_utc_time"
            case .notLocalTime: "not_local_time"
            case .wrongType: "wrong_type"
            case .nullValue: "null_value"
            case .notSeconds: "not_seconds"
            case .missingColumn: "missing_column"
            case .fieldCount: "field_count"
            }
        }
    }

    /// The kind of JSON value a field should hold.
    public enum ValueKind: String, Sendable {
        case string, number, list, object
    }

    public var description: String { message(in: .en) }
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
