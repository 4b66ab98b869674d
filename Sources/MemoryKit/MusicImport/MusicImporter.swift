import Foundation

/// Reads a listening-history export (format detected from the content) into song plays:
/// podcasts, audiobooks and plays under 30 seconds are skipped, Last.fm's undated "now playing"
/// track is skipped, and a play listed twice counts once.
public struct MusicImporter: Sendable {
    /// Spotify's account-data history writes local times without a zone: the account's zone.
    public var zone: TimeZone
    /// Shorter plays are skips, not listening (the 30 s Spotify and Last.fm count as a play).
    public var minimumMilliseconds = 30_000

    public init(zone: TimeZone) {
        self.zone = zone
    }

    /// Parses one file; throws naming the line, item or field that is wrong. `fileName`, when
    /// given, tells a `.json` file that is not JSON from a CSV that is not a history.
    public func read(_ data: Data, fileName: String? = nil) throws(MusicImportError) -> MusicImportReport {
        let format = try Self.detect(data, fileName: fileName)
        var report = MusicImportReport(format: format)
        switch format {
        case .spotifyExtended: try SpotifyHistory.readExtended(data, into: &report, minimumMilliseconds: minimumMilliseconds)
        case .spotifyAccount: try SpotifyHistory.readAccount(data, zone: zone, into: &report, minimumMilliseconds: minimumMilliseconds)
        case .lastfmJSON: try LastFMHistory.readJSON(data, into: &report)
        case .lastfmCSV: try LastFMHistory.readCSV(data, into: &report)
        }
        report.plays.sort { $0.playedAt < $1.playedAt }
        return report
    }

    /// Several files of one upload as one report: plays of all of them, duplicates across files removed.
    public static func combine(_ reports: [MusicImportReport]) -> MusicImportReport? {
        guard var combined = reports.first else { return nil }
        var seen = Set(combined.plays.map(\.dedupeKey))
        for report in reports.dropFirst() {
            combined.skippedNotMusic += report.skippedNotMusic
            combined.skippedShortPlays += report.skippedShortPlays
            combined.skippedNowPlaying += report.skippedNowPlaying
            combined.duplicatesInFile += report.duplicatesInFile
            for play in report.plays {
                if seen.insert(play.dedupeKey).inserted { combined.plays.append(play) } else { combined.duplicatesInFile += 1 }
            }
        }
        combined.plays.sort { $0.playedAt < $1.playedAt }
        return combined
    }

    /// Decides the format from the first few kilobytes (and the name's `.json`, when known).
    static func detect(_ data: Data, fileName: String? = nil) throws(MusicImportError) -> MusicImportFormat {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        switch trimmed.first {
        case "[", "{":
            if head.contains("\"recenttracks\"") { return .lastfmJSON }
            if head.contains("\"ms_played\"") { return .spotifyExtended }
            if head.contains("\"msPlayed\"") { return .spotifyAccount }
            if trimmed.drop(while: { $0 == "[" || $0.isWhitespace }).first == "]" {
                throw MusicImportError(.noPlays)
            }
            throw MusicImportError(.unknownJSON)
        case nil:
            throw MusicImportError(line: 1, .fileEmpty)
        default:
            if trimmed.prefix(3).lowercased() == "uts" { return .lastfmCSV }
            // Spotify's and Last.fm's JSON exports are named *.json: a CSV hint would mislead.
            if fileName?.lowercased().hasSuffix(".json") == true { throw MusicImportError(.notJSON) }
            throw MusicImportError(line: 1, .unknownCSV)
        }
    }
}

extension MusicImportReport {
    /// Adds a play unless it is too short or already seen in this file.
    mutating func add(_ play: ImportedPlay, minimumMilliseconds: Int) {
        if let played = play.millisecondsPlayed, played < minimumMilliseconds {
            skippedShortPlays += 1
            return
        }
        if seenKeys.insert(play.dedupeKey).inserted {
            plays.append(play)
        } else {
            duplicatesInFile += 1
        }
    }
}
