import Foundation
import HTTPTypes
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@Suite("Memory API: Spotify and Last.fm imports")
struct MusicImportTests {
    private func upload(_ user: TestUser, _ files: [(String, Data)], timeZone: String = "Europe/Istanbul") async throws
        -> Operations.CreateMusicImport.Output
    {
        var parts: [Operations.CreateMusicImport.Input.Body.MultipartFormPayload] = [
            .timeZone(.init(payload: .init(body: HTTPBody(timeZone))))
        ]
        for (name, data) in files { parts.append(.file(.init(payload: .init(body: HTTPBody(data)), filename: name))) }
        return try await user.client.createMusicImport(body: .multipartForm(.init(parts)))
    }

    private func commitAndWait(_ user: TestUser, _ id: String) async throws -> Components.Schemas.MusicImport {
        _ = try await user.client.commitMusicImport(path: .init(importId: id)).accepted.body.json
        try await user.app.jobs.drain(app: user.app)
        return try await user.client.getMusicImport(path: .init(importId: id)).ok.body.json
    }

    @Test("preview counts, then song entries; the same file again adds nothing")
    func idempotentImport() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "music@example.com")
            let file = try Fixture.data("spotify-extended.json")
            // act
            let preview = try await upload(user, [("Streaming_History_Audio_2024.json", file)]).created.body.json
            let done = try await commitAndWait(user, preview.id)
            let afterFirst = try await user.client.listEntries(query: .init(_type: [.song])).ok.body.json
            let again = try await upload(user, [("Streaming_History_Audio_2024.json", file)]).created.body.json
            let secondDone = try await commitAndWait(user, again.id)
            let afterSecond = try await user.client.listEntries(query: .init(_type: [.song])).ok.body.json
            // check
            #expect(preview.state == .preview && preview.format == .spotifyExtended)
            #expect(preview.plays == 3 && preview.skippedNotMusic == 1 && preview.skippedShortPlays == 1)
            #expect(preview.duplicatesInFiles == 1 && preview.alreadyImported == 0)
            #expect(done.state == .done && done.imported == 3)
            #expect(afterFirst.total == 3)
            #expect(again.alreadyImported == 3)
            #expect(secondDone.imported == 0)
            #expect(afterSecond.total == 3)
            let queen = try #require(afterFirst.items.first { $0.song?.artist == "Queen" && $0.song?.title == "Bohemian Rhapsody" })
            #expect(queen.song?.source == .spotify && queen.song?.listenedSeconds == 240)
            #expect(queen.utcOffsetSeconds == 10800)
        }
    }

    @Test("imported plays count in the month's music: top artist and listening time")
    func recapMusic() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "recap-music@example.com")
            let preview = try await upload(user, [("h.json", try Fixture.data("spotify-extended.json"))]).created.body.json
            _ = try await commitAndWait(user, preview.id)
            // act
            let summary = try await user.client.getMonthlySummary(query: .init(year: 2024, month: 3)).ok.body.json
            // check: 215 + 240.5 + 30 seconds
            #expect(summary.music.songCount == 3)
            #expect(summary.music.topArtists.first?.term == "Queen")
            #expect(summary.music.listeningMinutes == 8)
        }
    }

    @Test("Last.fm's now-playing track without a date is skipped")
    func nowPlaying() async throws {
        try await withMemoryApp { app in
            let user = try await TestUser.register(app, "lastfm@example.com")
            let preview = try await upload(user, [("recent.json", try Fixture.data("lastfm-recenttracks.json"))]).created.body.json
            #expect(preview.format == .lastfmJSON && preview.skippedNowPlaying == 1 && preview.plays == 2)
        }
    }

    @Test("a malformed file is refused naming the file, line and field, and nothing is kept")
    func malformed() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "broken@example.com")
            // act
            let problem = try await upload(user, [("scrobbles.csv", MusicImportRefusal.csv)]).badRequest.body.applicationProblemJson
            // check
            #expect(problem.code == "import_unreadable")
            #expect(problem.detail == MusicImportRefusal.english)
        }
    }

    @Test("the refusal is in the caller's language", arguments: MusicImportRefusal.languages)
    func malformedLocalized(_ language: String, _ expected: String) async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "broken-\(language)@example.com")
            let boundary = "import-boundary"
            var body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"timeZone\"\r\n\r\nEurope/Istanbul\r\n"
            body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"scrobbles.csv\"\r\n\r\n"
            body += String(decoding: MusicImportRefusal.csv, as: UTF8.self) + "\r\n--\(boundary)--\r\n"
            var headers = HTTPHeaders()
            headers.bearerAuthorization = BearerAuthorization(token: user.token)
            headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
            headers.replaceOrAdd(name: .acceptLanguage, value: language)
            // act
            var problem: ProblemDetails?
            try await app.testing().test(.POST, "/api/imports", headers: headers, body: ByteBuffer(string: body)) {
                #expect($0.status == .badRequest)
                problem = try $0.content.decode(ProblemDetails.self)
            }
            // check
            #expect(problem?.code == "import_unreadable" && problem?.field == "file[0]")
            #expect(problem?.detail == expected)
        }
    }

    @Test("an unknown time zone is refused naming the field")
    func badZone() async throws {
        try await withMemoryApp { app in
            let user = try await TestUser.register(app, "zone@example.com")
            let problem = try await upload(user, [("h.json", try Fixture.data("spotify-extended.json"))], timeZone: "Mars/Olympus")
                .badRequest.body.applicationProblemJson
            #expect(problem.errors?.first?.field == "timeZone")
        }
    }

    @Test("another user's import cannot be read or committed")
    func isolation() async throws {
        try await withMemoryApp { app in
            let owner = try await TestUser.register(app, "own@example.com")
            let other = try await TestUser.register(app, "oth@example.com")
            let preview = try await upload(owner, [("h.json", try Fixture.data("spotify-extended.json"))]).created.body.json
            let read = try await other.client.getMusicImport(path: .init(importId: preview.id))
            let commit = try await other.client.commitMusicImport(path: .init(importId: preview.id))
            #expect(throws: Never.self) { _ = try read.notFound }
            #expect(throws: Never.self) { _ = try commit.notFound }
        }
    }
}

/// A Last.fm CSV whose second line has no timestamp, and the refusal each language reads.
enum MusicImportRefusal {
    static let csv = Data("uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\nsoon,x,A,,B,,C,\n".utf8)
    static let english = "“scrobbles.csv”, line 2, field “uts”: expected seconds since 1970, found “soon”. Check the file and read it again."
    static let turkish = "“scrobbles.csv”, 2. satır, “uts” alanı: 1970’ten bu yana geçen saniye bekleniyordu, “soon” bulundu. Dosyayı kontrol edip yeniden okutun."
    static let french = "«\u{202F}scrobbles.csv\u{202F}», ligne 2, champ «\u{202F}uts\u{202F}»\u{202F}: il faut des secondes depuis 1970, pas «\u{202F}soon\u{202F}». Vérifiez le fichier et lisez-le à nouveau."
    static let languages = [("en", english), ("tr", turkish), ("fr", french)]
}
