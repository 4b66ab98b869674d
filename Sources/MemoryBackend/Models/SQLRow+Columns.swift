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
                    playedAt: contains(column: "song_played_at") ? try optional("song_played_at") : nil)
            }
        }
    }
}
