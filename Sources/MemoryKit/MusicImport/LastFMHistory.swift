import Foundation

/// Last.fm scrobbles: the CSV most export tools write, and the API's JSON pages.
enum LastFMHistory {
    // MARK: user.getRecentTracks JSON

    struct Page: Decodable {
        var recenttracks: RecentTracks
    }

    struct RecentTracks: Decodable {
        var track: [Track]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // The API answers a single track as an object rather than a one-element array.
            if let single = try? container.decode(Track.self, forKey: .track) {
                track = [single]
            } else {
                track = try container.decodeIfPresent([Track].self, forKey: .track) ?? []
            }
        }
        enum CodingKeys: String, CodingKey { case track }
    }

    struct Track: Decodable {
        var name: String
        var artist: Named
        var album: Named?
        var date: Scrobbled?
        var attributes: Attributes?
        enum CodingKeys: String, CodingKey {
            case name, artist, album, date
            case attributes = "@attr"
        }
    }

    /// `{"#text": "…"}`, or `{"name": "…"}` when the request asked for extended data.
    struct Named: Decodable {
        var text: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decodeIfPresent(String.self, forKey: .text)
                ?? container.decode(String.self, forKey: .name)
        }
        enum CodingKeys: String, CodingKey {
            case text = "#text"
            case name
        }
    }

    struct Scrobbled: Decodable { var uts: String }
    struct Attributes: Decodable { var nowplaying: String? }

    static func readJSON(_ data: Data, into report: inout MusicImportReport) throws(MusicImportError) {
        let pages: [Page] = JSONImportDecoding.startsWithArray(data)
            ? try JSONImportDecoding.decode([Page].self, from: data)
            : [try JSONImportDecoding.decode(Page.self, from: data)]
        var item = 0
        for page in pages {
            for track in page.recenttracks.track {
                item += 1
                guard let date = track.date else {
                    guard track.attributes?.nowplaying == "true" else {
                        throw MusicImportError(item: item, field: "date", .missingDate)
                    }
                    report.skippedNowPlaying += 1
                    continue
                }
                guard let seconds = Int64(date.uts) else {
                    throw MusicImportError(item: item, field: "date.uts", .notSeconds(found: nil))
                }
                guard let title = Optional(track.name).nonEmpty, let artist = Optional(track.artist.text).nonEmpty else {
                    throw MusicImportError(item: item, field: track.name.isEmpty ? "name" : "artist", .emptyValue)
                }
                report.add(ImportedPlay(playedAt: Date(timeIntervalSince1970: Double(seconds)), title: title, artist: artist,
                                        album: track.album.map(\.text).nonEmpty), minimumMilliseconds: 0)
            }
        }
    }

    // MARK: CSV

    /// Needs a header naming at least `uts`, `artist` and `track`; `album` is read when present.
    static func readCSV(_ data: Data, into report: inout MusicImportReport) throws(MusicImportError) {
        var lines = CSVLines(data)
        guard let header = lines.next() else { throw MusicImportError(line: 1, .fileEmpty) }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ name: String) throws(MusicImportError) -> Int {
            guard let index = names.firstIndex(of: name) else {
                throw MusicImportError(line: 1, field: name, .missingColumn(name))
            }
            return index
        }
        let uts = try column("uts"), artist = try column("artist"), track = try column("track")
        let album = names.firstIndex(of: "album")
        let needed = max(uts, artist, track)
        while let line = lines.next() {
            let fields = line.fields
            if fields.count == 1, fields[0].isEmpty { continue }
            guard fields.count > needed else {
                throw MusicImportError(line: line.number, .fieldCount(expected: names.count, found: fields.count))
            }
            guard let seconds = Int64(fields[uts]) else {
                throw MusicImportError(line: line.number, field: "uts", .notSeconds(found: String(fields[uts].prefix(30))))
            }
            guard let title = Optional(fields[track]).nonEmpty else { throw MusicImportError(line: line.number, field: "track", .emptyValue) }
            guard let name = Optional(fields[artist]).nonEmpty else { throw MusicImportError(line: line.number, field: "artist", .emptyValue) }
            let albumName = album.flatMap { $0 < fields.count ? Optional(fields[$0]).nonEmpty : nil }
            report.add(ImportedPlay(playedAt: Date(timeIntervalSince1970: Double(seconds)), title: title, artist: name, album: albumName),
                       minimumMilliseconds: 0)
        }
    }
}
