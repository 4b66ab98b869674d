import Foundation

/// A Spotify extended streaming history of `count` plays, shaped like a real export (every
/// field Spotify writes, ~500 bytes a row, so 100,000 plays are about 50 MB), with podcasts,
/// skips and repeated rows mixed in the way real histories have them.
enum SyntheticHistory {
    static func spotifyExtended(count: Int) -> Data {
        let artists = ["Sezen Aksu", "Tarkan", "Barış Manço", "Queen", "Radiohead", "Portishead", "Zeynep Bastık", "Daft Punk"]
        var text = "[\n"
        text.reserveCapacity(count * 520)
        let start = 1_704_067_200  // 2024-01-01T00:00:00Z
        for index in 0..<count {
            let seconds = start + index * 181
            let date = Date(timeIntervalSince1970: Double(seconds))
            let ts = ISO8601DateFormatter.string(from: date, timeZone: TimeZone(identifier: "UTC")!, formatOptions: [.withInternetDateTime])
            let isPodcast = index % 50 == 0
            let played = index % 17 == 0 ? 9_000 : 150_000 + index % 90_000
            let artist = artists[index % artists.count]
            let track = isPodcast ? "null" : "\"Song \(index % 2_000) of \(artist)\""
            text += """
                {"ts": "\(ts)", "username": "listener", "platform": "Android OS 14 API 34 (Google, Pixel 7)", "ms_played": \(played), \
                "conn_country": "TR", "ip_addr_decrypted": "10.0.0.1", "user_agent_decrypted": "unknown", \
                "master_metadata_track_name": \(track), "master_metadata_album_artist_name": \(isPodcast ? "null" : "\"\(artist)\""), \
                "master_metadata_album_album_name": \(isPodcast ? "null" : "\"Album \(index % 300)\""), \
                "spotify_track_uri": "spotify:track:\(index)", "episode_name": \(isPodcast ? "\"Episode \(index)\"" : "null"), \
                "episode_show_name": null, "spotify_episode_uri": null, "reason_start": "trackdone", "reason_end": "trackdone", \
                "shuffle": false, "skipped": false, "offline": false, "offline_timestamp": 0, "incognito_mode": false}
                """
            text += index + 1 < count ? ",\n" : "\n"
        }
        text += "]\n"
        return Data(text.utf8)
    }
}
