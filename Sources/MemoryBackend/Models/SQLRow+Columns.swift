import MemoryKit
import SQLKit

extension SQLRow {
    /// A nullable column: two lookups, where `SQLRowDecoder`'s `decodeIfPresent` makes three.
    func optional<T: Decodable>(_ column: String, as type: T.Type = T.self) throws -> T? {
        try decodeNil(column: column) ? nil : decode(column: column, as: T.self)
    }

    /// `latitude`, `longitude` and `place_name` of an entry row; nil without both coordinates.
    func entryLocation() throws -> Location? {
        try optional("latitude", as: Double.self).flatMap { latitude in
            try optional("longitude", as: Double.self).map {
                Location(latitude: latitude, longitude: $0, name: try optional("place_name"))
            }
        }
    }

    /// The `song_*` columns of an entry row; nil without a title and an artist.
    /// `song_played_at` is read when the query selected it.
    func entrySong() throws -> SongDetails? {
        try optional("song_title", as: String.self).flatMap { title in
            try optional("song_artist", as: String.self).map {
                SongDetails(
                    title: title, artist: $0, album: try optional("song_album"), genre: try optional("song_genre"),
                    playedAt: contains(column: "song_played_at") ? try optional("song_played_at") : nil,
                    source: contains(column: "song_source")
                        ? try optional("song_source", as: String.self).flatMap(SongSource.init) ?? .manual : .manual,
                    listenedMilliseconds: contains(column: "song_listened_ms") ? try optional("song_listened_ms") : nil)
            }
        }
    }

    /// `mood` and `mood_confidence` of an entry row; nil when the entry has no words to read.
    func entryMood() throws -> MoodReading? {
        try optional("mood", as: String.self).flatMap(Mood.init).map {
            MoodReading(mood: $0, confidence: try optional("mood_confidence") ?? 0)
        }
    }
}
