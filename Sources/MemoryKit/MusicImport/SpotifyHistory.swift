import Foundation

/// Rows of Spotify's two export kinds; only the fields an import reads.
enum SpotifyHistory {
    /// A row of the extended streaming history (`Streaming_History_Audio_*.json`, `endsong_*.json`).
    struct ExtendedRow: Decodable {
        var ts: String
        var msPlayed: Int
        var track: String?
        var artist: String?
        var album: String?
        var episode: String?
        var episodeURI: String?
        var audiobook: String?

        enum CodingKeys: String, CodingKey {
            case ts
            case msPlayed = "ms_played"
            case track = "master_metadata_track_name"
            case artist = "master_metadata_album_artist_name"
            case album = "master_metadata_album_album_name"
            case episode = "episode_name"
            case episodeURI = "spotify_episode_uri"
            case audiobook = "audiobook_title"
        }
    }

    /// A row of the account-data history (`StreamingHistory_music_*.json`; podcast files have
    /// `podcastName`/`episodeName` instead of the artist and track).
    struct AccountRow: Decodable {
        var endTime: String
        var msPlayed: Int
        var artistName: String?
        var trackName: String?
        var podcastName: String?
    }

    static func readExtended(_ data: Data, into report: inout MusicImportReport, minimumMilliseconds: Int) throws(MusicImportError) {
        let rows = try JSONImportDecoding.decode([ExtendedRow].self, from: data)
        for (index, row) in rows.enumerated() {
            guard let playedAt = ExportTimestamps.utc(Substring(row.ts)) else {
                throw MusicImportError(item: index + 1, field: "ts", .notUTCTime)
            }
            guard let track = row.track.nonEmpty, let artist = row.artist.nonEmpty,
                row.episode == nil, row.episodeURI == nil, row.audiobook == nil
            else {
                report.skippedNotMusic += 1
                continue
            }
            report.add(ImportedPlay(playedAt: playedAt, title: track, artist: artist, album: row.album.nonEmpty,
                                    millisecondsPlayed: row.msPlayed), minimumMilliseconds: minimumMilliseconds)
        }
    }

    static func readAccount(_ data: Data, zone: TimeZone, into report: inout MusicImportReport, minimumMilliseconds: Int) throws(MusicImportError) {
        let rows = try JSONImportDecoding.decode([AccountRow].self, from: data)
        for (index, row) in rows.enumerated() {
            guard let playedAt = ExportTimestamps.local(Substring(row.endTime), zone: zone) else {
                throw MusicImportError(item: index + 1, field: "endTime", .notLocalTime)
            }
            guard row.podcastName == nil, let track = row.trackName.nonEmpty, let artist = row.artistName.nonEmpty else {
                report.skippedNotMusic += 1
                continue
            }
            report.add(ImportedPlay(playedAt: playedAt, title: track, artist: artist, millisecondsPlayed: row.msPlayed),
                       minimumMilliseconds: minimumMilliseconds)
        }
    }
}

extension Optional where Wrapped == String {
    /// The string when it has something besides whitespace.
    var nonEmpty: String? {
        guard let self, self.contains(where: { !$0.isWhitespace }) else { return nil }
        return self
    }
}
