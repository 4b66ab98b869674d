import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: share links and idempotent creates")
struct SharingAndIdempotencyTests {
    @Test("the public share page shows a hostile title and description as text, in attributes too")
    func sharePageEscapes() async throws {
        try await withMemoryApp { app in
            // setup: a photo titled to break out of the img alt attribute
            let user = try await TestUser.register(app, "hostile@example.com")
            let hostile = #""><meta http-equiv="refresh" content="0;url=https://evil.example">"#
            let entry = try await user.create(.init(kind: .photo, title: hostile, description: "<b>&amp;</b>", utcOffsetSeconds: 0),
                                              files: [("g.jpg", try Fixture.data("DSCN0010.jpg"))]).created.body.json
            try await app.jobs.drain(app: app)
            let link = try await user.client.createShareLink(body: .json(.init(target: .entry, entryId: entry.id)))
                .created.body.json
            let token = try #require(link.url.split(separator: "/").last.map(String.init))
            // act
            let page = try await user.get("/s/\(token)").body.string
            // check
            #expect(!page.contains("<meta http-equiv"))
            #expect(page.contains("alt=\"&quot;&gt;&lt;meta http-equiv=&quot;refresh&quot;"))
            #expect(page.contains("&lt;b&gt;&amp;amp;&lt;/b&gt;"))
        }
    }

    @Test("a shared photo shows without login, never with GPS; revoking makes it 410")
    func shareEntry() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "share@example.com")
            let entry = try await user.create(.init(kind: .photo, title: "Toscana", utcOffsetSeconds: 0,
                                                    location: .init(latitude: 43.46, longitude: 11.88, name: "Siena")),
                                              files: [("g.jpg", try Fixture.data("DSCN0010.jpg"))]).created.body.json
            try await app.jobs.drain(app: app)
            // act
            let link = try await user.client.createShareLink(body: .json(.init(target: .entry, entryId: entry.id)))
                .created.body.json
            let token = try #require(link.url.split(separator: "/").last.map(String.init))
            let anonymous = MemoryClient.make(app)
            let shared = try await anonymous.getSharedContent(path: .init(token: token)).ok.body.json
            let raw = try await user.get("/api/shared/\(token)")
            let page = try await user.get("/s/\(token)")
            let sharedPhoto = try await user.get(try #require(shared.entry?.media.first?.url))
            _ = try await user.client.revokeShareLink(path: .init(shareLinkId: link.id)).noContent
            let afterRevoke = try await anonymous.getSharedContent(path: .init(token: token))
            let pageAfter = try await user.get("/s/\(token)")
            let listed = try await user.client.listShareLinks().ok.body.json.items
            // check
            #expect(link.status == .active)
            #expect(abs(link.expiresAt.timeIntervalSince(link.createdAt) - 7 * 86_400) < 1)
            #expect(shared.entry?.title == "Toscana" && shared.entry?.placeName == "Siena")
            #expect(!raw.body.string.contains("latitude") && !raw.body.string.contains("43.46"))
            #expect(page.status == .ok && page.body.string.contains("Toscana"))
            #expect(sharedPhoto.status == .ok && !sharedPhoto.body.string.contains("GPS"))
            #expect(Data(sharedPhoto.body.readableBytesView) != (try Fixture.data("DSCN0010.jpg")))
            #expect(try afterRevoke.gone.body.applicationProblemJson.code == "link_revoked")
            #expect(pageAfter.status == .gone)
            #expect(listed.first?.status == .revoked)
        }
    }

    @Test("a month's recap can be shared; links expire; expiry is at most 90 days")
    func shareSummary() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_720_000_000))
        try await withMemoryApp(clock: clock.now) { app in
            // setup
            let user = try await TestUser.register(app, "month@example.com")
            _ = try await user.createText("haziran", at: Date(timeIntervalSince1970: 1_718_000_000))
            // act
            let link = try await user.client.createShareLink(body: .json(.init(
                target: .monthlySummary, year: 2024, month: 6, expiresInDays: 1))).created.body.json
            let token = String(link.url.split(separator: "/").last!)
            let shared = try await MemoryClient.make(app).getSharedContent(path: .init(token: token)).ok.body.json
            let tooLong = try await user.client.createShareLink(body: .json(.init(target: .monthlySummary, year: 2024, month: 6, expiresInDays: 91)))
            let missing = try await user.client.createShareLink(body: .json(.init(target: .entry)))
            let guessed = try await MemoryClient.make(app).getSharedContent(path: .init(token: String(repeating: "a", count: 43)))
            clock.advance(by: 86_401)
            let expired = try await MemoryClient.make(app).getSharedContent(path: .init(token: token))
            // check
            #expect(shared.summary?.totals.text == 1 && shared.entry == nil)
            #expect(try tooLong.badRequest.body.applicationProblemJson.errors?.first?.field == "expiresInDays")
            #expect(try missing.badRequest.body.applicationProblemJson.errors?.first?.field == "entryId")
            _ = try guessed.notFound
            #expect(try expired.gone.body.applicationProblemJson.code == "link_expired")
        }
    }

    @Test("a replayed create returns the first response and stores one entry; another body is 422")
    func idempotency() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "idem@example.com")
            let metadata = Components.Schemas.EntryMetadata(kind: .photo, title: "once", utcOffsetSeconds: 0)
            let photo = try Fixture.data("Canon_40D.jpg")
            // act
            let first = try await user.create(metadata, files: [("c.jpg", photo)], idempotencyKey: "key-1").created
            let replay = try await user.create(metadata, files: [("c.jpg", photo)], idempotencyKey: "key-1").created
            let other = try await user.create(.init(kind: .photo, title: "other", utcOffsetSeconds: 0),
                                              files: [("c.jpg", photo)], idempotencyKey: "key-1")
            let list = try await user.client.listEntries().ok.body.json
            // check
            #expect(try replay.body.json.id == first.body.json.id)
            #expect(replay.headers.location == first.headers.location)
            #expect(list.total == 1)
            #expect(try other.unprocessableContent.body.applicationProblemJson.code == "idempotency_key_mismatch")
            #expect(await mediaFiles(app).count == 1)
        }
    }
}
