import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting
import ZIPFoundation

@testable import MemoryBackend

/// "Export everything" (Settings → Data and Privacy): the signed-in account's entries, tags and
/// share links as JSON and its media originals byte for byte, in one streamed ZIP.
@Suite("Memory export")
struct AccountExportTests {
    /// A web session for an account made through the API (same e-mail and password).
    static func signIn(_ app: Application, _ email: String) async throws -> WebClient {
        let browser = WebClient(app)
        try await browser.get("/account/login")
        let response = try await browser.post("/account/login", form: ["email": email, "password": TestAccount.password])
        #expect(response.status == .seeOther)
        return browser
    }

    static func files(_ zip: Data) throws -> [String: Data] {
        let archive = try Archive(data: zip, accessMode: .read)
        var files: [String: Data] = [:]
        for entry in archive {
            var contents = Data()
            _ = try archive.extract(entry) { contents.append($0) }
            files[entry.path] = contents
        }
        return files
    }

    @Test("the ZIP holds my entries, tags and share links as JSON and my photos and recordings unchanged, nobody else's")
    func everything() async throws {
        try await withMemoryApp { app in
            // setup: Ayşe has a photo, a voice note and a text with tags and a share link; Bora has his own
            let ayse = try await TestUser.register(app, "ayse@example.com")
            let bora = try await TestUser.register(app, "bora@example.com")
            let photoBytes = try Fixture.data("istanbul_gps.jpg")
            let voiceBytes = try Fixture.data("short.wav")
            let photo = try await ayse.create(.init(kind: .photo, title: "Sultanahmet", tags: ["istanbul"], utcOffsetSeconds: 10800),
                                              files: [("s.jpg", photoBytes)]).created.body.json
            let voice = try await ayse.create(.init(kind: .audio, title: "Vapur", utcOffsetSeconds: 10800),
                                              files: [("v.wav", voiceBytes)]).created.body.json
            let text = try await ayse.createText("Çay **bahçesi**.", title: "Moda", tags: ["çay", "istanbul"])
            _ = try await ayse.client.createShareLink(body: .json(.init(target: .entry, entryId: text.id))).created.body.json
            _ = try await bora.createText("Bora's secret", title: "Bora only", tags: ["gizli"])
            let browser = try await Self.signIn(app, "ayse@example.com")
            // act
            let response = try await browser.get("/memory/export")
            let signedOut = try await WebClient(app).get("/memory/export")
            // check: a ZIP download of the right length
            #expect(response.status == .ok)
            #expect(response.headers.contentType == .zip)
            #expect(response.headers.first(name: .contentDisposition) == "attachment; filename=\"memory-recap.zip\"")
            #expect(response.headers.first(name: .contentLength) == String(response.body.readableBytes))
            #expect(signedOut.status == .seeOther, "signed out: to the sign-in page")
            let files = try Self.files(Data(buffer: response.body))
            // check: the media, byte for byte, under each entry's id
            #expect(files["media/\(photo.id.lowercased())/1.jpg"] == photoBytes)
            #expect(files["media/\(voice.id.lowercased())/1.wav"] == voiceBytes)
            // check: the JSON names every entry, tag and link of Ayşe's and nothing of Bora's
            let entries = try #require(try JSONSerialization.jsonObject(with: files["entries.json"] ?? Data()) as? [[String: Any]])
            #expect(Set(entries.compactMap { $0["title"] as? String }) == ["Sultanahmet", "Vapur", "Moda"])
            let photoEntry = try #require(entries.first { $0["id"] as? String == photo.id.uppercased() || $0["id"] as? String == photo.id })
            let media = try #require((photoEntry["media"] as? [[String: Any]])?.first)
            #expect(media["file"] as? String == "media/\(photo.id.lowercased())/1.jpg")
            #expect(media["byteSize"] as? Int == photoBytes.count)
            let location = try #require(photoEntry["location"] as? [String: Any])
            #expect(abs((location["latitude"] as? Double ?? 0) - 41.0086) < 0.0001, "the EXIF place the server kept")
            let tags = try #require(try JSONSerialization.jsonObject(with: files["tags.json"] ?? Data()) as? [[String: Any]])
            #expect(Set(tags.compactMap { $0["name"] as? String }) == ["istanbul", "çay"])
            #expect(tags.first { $0["name"] as? String == "istanbul" }?["entryCount"] as? Int == 2)
            let links = try #require(try JSONSerialization.jsonObject(with: files["share-links.json"] ?? Data()) as? [[String: Any]])
            #expect(links.count == 1 && links.first?["target"] as? String == "entry")
            #expect(links.first?.keys.contains { $0.lowercased().contains("token") } == false, "no token or digest leaves")
            #expect(Set(files.keys) == ["entries.json", "tags.json", "share-links.json",
                                        "media/\(photo.id.lowercased())/1.jpg", "media/\(voice.id.lowercased())/1.wav"])
            let everything = files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
            #expect(!everything.contains("Bora") && !everything.contains("gizli"))
        }
    }

    @Test("thousands of entries are exported whole and in order, a page of rows at a time, with the length up front")
    func manyEntries() async throws {
        try await withMemoryApp { app in
            // setup: 2,600 short texts (six pages of rows), a third of them at one moment, so
            // pages break inside a run of equal times
            let user = try await TestUser.register(app, "many@example.com")
            let first = try await user.createText("entry 0", title: "0", at: Date(timeIntervalSince1970: 1_700_000_000))
            let owner = try #require(try await MemoryEntry.find(UUID(uuidString: first.id), on: app.db)).userID
            let moment = Date(timeIntervalSince1970: 1_750_000_000)
            let count = 2_600
            try await app.db.transaction { db in
                let repository = EntryStore(db: db, userID: owner)
                for index in 1..<count {
                    let draft = EntryDraft(kind: .text, title: "\(index)", text: "note \(index)",
                                           occurredAt: index % 3 == 0 ? moment : moment.addingTimeInterval(Double(index)),
                                           utcOffsetSeconds: 0)
                    _ = try await repository.create(draft, media: [], suggestions: nil, transcript: nil, language: .en,
                                                    now: moment, on: db)
                }
            }
            #expect(count > 5 * AccountExport.pageSize)
            let browser = try await Self.signIn(app, "many@example.com")
            // act
            let response = try await browser.get("/memory/export")
            // check: a complete ZIP of the announced length
            #expect(response.status == .ok)
            #expect(response.headers.first(name: .contentLength) == String(response.body.readableBytes))
            let files = try Self.files(Data(buffer: response.body))
            let entries = try #require(try JSONSerialization.jsonObject(with: files["entries.json"] ?? Data()) as? [[String: Any]])
            // check: every entry exactly once, oldest first
            let titles = entries.compactMap { $0["title"] as? String }
            #expect(titles.count == count)
            #expect(Set(titles) == Set((0..<count).map(String.init)))
            let dates = entries.compactMap { $0["occurredAt"] as? String }
            #expect(dates.count == count && dates == dates.sorted())
        }
    }
}
