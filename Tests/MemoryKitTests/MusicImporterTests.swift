import Foundation
import Testing

@testable import MemoryKit

@Suite struct MusicImporterTests {
    private let importer = MusicImporter(zone: TimeZone(identifier: "Europe/Istanbul")!)

    @Test func spotifyExtendedHistorySkipsPodcastsShortPlaysAndRepeats() throws {
        // act
        let report = try importer.read(FixtureFiles.data("spotify-extended.json"))
        // check
        #expect(report.format == .spotifyExtended)
        #expect(report.plays.map(\.title) == ["Gesi Bağları", "Bohemian Rhapsody", "Exactly Thirty"])
        #expect(report.skippedNotMusic == 1)
        #expect(report.skippedShortPlays == 1)
        #expect(report.duplicatesInFile == 1)
        #expect(report.plays[0].playedAt == Date(timeIntervalSince1970: 1_709_280_930))
        #expect(report.plays[0].album == "Türküler")
        #expect(report.millisecondsPlayed == 215_000 + 240_500 + 30_000)
    }

    @Test func spotifyAccountDataReadsLocalTimesInTheAccountZone() throws {
        // act
        let report = try importer.read(FixtureFiles.data("spotify-account.json"))
        // check: 23:30 in Istanbul (UTC+3) is 20:30 UTC
        #expect(report.format == .spotifyAccount)
        #expect(report.plays.map(\.title) == ["Gidiyorum", "Şımarık"])
        #expect(report.plays[0].playedAt == Date(timeIntervalSince1970: 1_711_830_600))
        #expect(report.skippedShortPlays == 1)
    }

    @Test func accountDataAcrossADaylightSavingChangeUsesTheOffsetOfThatDay() throws {
        // setup: Europe/Berlin moved to UTC+2 on 2024-03-31 at 02:00
        let data = Data(#"[{"endTime": "2024-03-30 12:00", "artistName": "A", "trackName": "B", "msPlayed": 60000},{"endTime": "2024-04-01 12:00", "artistName": "A", "trackName": "C", "msPlayed": 60000}]"#.utf8)
        // act
        let report = try MusicImporter(zone: TimeZone(identifier: "Europe/Berlin")!).read(data)
        // check
        #expect(report.plays.map(\.playedAt) == [Date(timeIntervalSince1970: 1_711_796_400), Date(timeIntervalSince1970: 1_711_965_600)])
    }

    @Test func lastfmCSVHandlesQuotesAndDuplicates() throws {
        // act
        let report = try importer.read(FixtureFiles.data("lastfm.csv"))
        // check
        #expect(report.format == .lastfmCSV)
        #expect(report.plays.map(\.title) == [#"Mrs. Robinson, Part "2""#, "Dönence"])
        #expect(report.plays.map(\.artist) == ["Simon & Garfunkel", "Barış Manço"])
        #expect(report.duplicatesInFile == 1)
    }

    @Test func lastfmNowPlayingWithoutADateIsSkipped() throws {
        // act
        let report = try importer.read(FixtureFiles.data("lastfm-recenttracks.json"))
        // check
        #expect(report.format == .lastfmJSON)
        #expect(report.skippedNowPlaying == 1)
        #expect(report.plays.map(\.title) == ["Roads", "Paranoid Android"])
        #expect(report.plays.last?.album == "OK Computer")
    }

    @Test func lastfmPagesAsAnArrayAndASingleTrackObjectAreRead() throws {
        // setup
        let data = Data(#"[{"recenttracks": {"track": {"name": "Roads", "artist": {"name": "Portishead"}, "date": {"uts": "1709225130"}}}}]"#.utf8)
        // act
        let report = try importer.read(data)
        // check
        #expect(report.plays.map(\.artist) == ["Portishead"])
    }

    @Test func aCSVRowWithABadTimestampIsRefusedNamingLineAndField() {
        // setup
        let csv = Data("uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\n1709311530,x,A,,B,,C,\nyesterday,x,A,,B,,D,\n".utf8)
        // act / check
        #expect(throws: MusicImportError(line: 3, field: "uts", .notSeconds(found: "yesterday"))) {
            try importer.read(csv)
        }
    }

    @Test func aCSVWithoutTheNeededColumnsNamesThem() {
        #expect(throws: MusicImportError(line: 1, field: "track", .missingColumn("track"))) {
            try importer.read(Data("uts,artist,title\n1,a,b\n".utf8))
        }
    }

    @Test func aSpotifyRowWithAMissingFieldNamesItemAndField() {
        // setup
        let json = Data(#"[{"ts": "2024-03-01T08:15:30Z", "ms_played": 60000}, {"ms_played": 60000}]"#.utf8)
        // act / check
        #expect(throws: MusicImportError(item: 2, field: "ts", .missing)) { try importer.read(json) }
    }

    @Test func aSpotifyRowWithAWrongTypeNamesItemAndField() {
        let json = Data(#"[{"ts": "2024-03-01T08:15:30Z", "ms_played": "long"}]"#.utf8)
        #expect(throws: MusicImportError(item: 1, field: "ms_played", .wrongType(expected: .number))) { try importer.read(json) }
    }

    @Test func aBadTimestampNamesItsItem() {
        let json = Data(#"[{"ts": "01/03/2024", "ms_played": 60000}]"#.utf8)
        #expect(throws: MusicImportError(item: 1, field: "ts", .notUTCTime)) {
            try importer.read(json)
        }
    }

    @Test func brokenJSONNamesTheLine() throws {
        // setup: the second object is cut off
        let json = Data("[\n{\"ts\": \"2024-03-01T08:15:30Z\", \"ms_played\": 60000},\n{\"ts\": \"2024-03-01T08:15:30Z\", \"ms_played\"\n]".utf8)
        // act
        let error = #expect(throws: MusicImportError.self) { try importer.read(json) }
        // check
        #expect(error?.line == 3 || error?.line == 4)
        #expect(error?.problem == .invalidJSON)
        #expect(error?.problem.code == "invalid_json")
    }

    @Test func somethingElseIsRefusedAsNotAHistory() {
        #expect(throws: MusicImportError(line: 1, .unknownCSV)) {
            try importer.read(Data("%PDF-1.4".utf8))
        }
        #expect(throws: MusicImportError(.notJSON), "a .json file that is not JSON gets no CSV advice") {
            try importer.read(Data("%PDF-1.4".utf8), fileName: "StreamingHistory_music_0.JSON")
        }
        #expect(throws: MusicImportError(.unknownJSON)) {
            try importer.read(Data(#"{"notes": []}"#.utf8))
        }
    }

    @Test func combiningFilesRemovesPlaysListedInBoth() throws {
        // setup
        let extended = try importer.read(FixtureFiles.data("spotify-extended.json"))
        // act
        let combined = try #require(MusicImporter.combine([extended, extended]))
        // check
        #expect(combined.plays.count == extended.plays.count)
        #expect(combined.duplicatesInFile == extended.duplicatesInFile * 2 + extended.plays.count)
    }
}
