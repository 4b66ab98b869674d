import Foundation
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import MemoryBackend

/// The music import page (`/memory/imports`): plain multipart forms handed to the same handler
/// as `/api/imports`, behind the CSRF check.
@Suite("Memory web app: music imports")
struct MusicImportWebTests {
    /// Posts files as the page's form does (multipart, with `_csrf` unless `csrf` is nil).
    static func upload(_ browser: WebClient, _ files: [(name: String, data: Data)], csrf: String?) async throws -> TestingHTTPResponse {
        let boundary = "suite-test-boundary"
        var body = Data()
        func field(_ name: String, _ value: String) {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        if let csrf { field("_csrf", csrf) }
        field("timeZone", "Europe/Istanbul")
        for file in files {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file[]\"; filename=\"\(file.name)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8))
            body.append(file.data)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
        return try await browser.send(.POST, "/memory/imports", headers: headers, body: ByteBuffer(data: body))
    }

    @Test("files are read and previewed with their counts, then imported as songs on the timeline")
    func previewAndImport() async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "music@example.com")
            let page = try await browser.get("/memory/imports")
            // act
            let preview = try await Self.upload(browser, [("recent.json", try Fixture.data("lastfm-recenttracks.json"))],
                                                csrf: browser.csrfToken)
            let html = preview.body.string
            let importID = try #require(html.firstMatch(of: #/action="/memory/imports/([0-9A-Fa-f-]+)/commit"/#)).output.1
            let committed = try await browser.post("/memory/imports/\(importID)/commit", form: [:])
            try await app.jobs.drain(app: app)
            let status = try await browser.get("/memory/imports/\(importID)").body.string
            let timeline = try await browser.get("/memory?welcomed=1").body.string
            // check
            #expect(page.status == .ok && page.body.string.contains(#"type="file" name="file[]""#))
            #expect(preview.status == .ok)
            #expect(html.contains("Songs to add") && html.contains("Import 2 Songs"))
            #expect(html.contains("Skipped: now playing, undated"))
            #expect(committed.status == .seeOther)
            #expect(status.contains("Done: 2 songs added to your timeline."))
            #expect(timeline.contains("Paranoid Android"))
        }
    }

    @Test("a file that is not a history is refused naming the file, line and field; no token, no upload")
    func refusedFiles() async throws {
        try await withMemoryApp { app in
            // setup
            let browser = WebClient(app)
            try await browser.register(email: "csv@example.com")
            try await browser.get("/memory/imports")
            let csv = Data("uts,utc_time,artist,artist_mbid,album,album_mbid,track,track_mbid\nsoon,x,A,,B,,C,\n".utf8)
            // act
            let refused = try await Self.upload(browser, [("scrobbles.csv", csv)], csrf: browser.csrfToken)
            let forged = try await Self.upload(browser, [("recent.json", try Fixture.data("lastfm-recenttracks.json"))], csrf: nil)
            let stranger = WebClient(app)
            try await stranger.register(email: "other@example.com")
            let other = try await stranger.get("/memory/imports/\(UUID().uuidString)")
            // check
            #expect(refused.status == .badRequest)
            #expect(refused.body.string.contains("file[0] (scrobbles.csv): line 2, field &quot;uts&quot;")
                    || refused.body.string.contains("file[0] (scrobbles.csv): line 2, field \"uts\""))
            #expect(forged.status == .forbidden)
            #expect(other.status == .notFound)
            #expect(try await MusicImportRecord.query(on: app.db).count() == 0)
        }
    }
}
