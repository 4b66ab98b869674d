import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: one user never reaches another user's data")
struct IsolationTests {
    @Test("read, change, delete, list, search, summarise, share, tags and media are all scoped to the owner")
    func isolation() async throws {
        try await withMemoryApp { app in
            // setup
            let alice = try await TestUser.register(app, "alice@example.com")
            let bob = try await TestUser.register(app, "bob@example.com")
            let secret = try await alice.create(.init(kind: .photo, title: "gizli İstanbul", tags: ["özel"],
                                                      occurredAt: Date(timeIntervalSince1970: 1_717_200_000), utcOffsetSeconds: 0),
                                                files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))]).created.body.json
            let aliceTag = try #require(try await alice.client.listTags().ok.body.json.items.first)
            let media = try #require(secret.media.first)
            let update = Components.Schemas.EntryUpdate(title: "mine now", tags: [], occurredAt: secret.occurredAt,
                                                        utcOffsetSeconds: 0, isPrivate: false)
            // act
            let read = try await bob.client.getEntry(path: .init(entryId: secret.id))
            let change = try await bob.client.updateEntry(path: .init(entryId: secret.id), body: .json(update))
            let delete = try await bob.client.deleteEntry(path: .init(entryId: secret.id))
            let list = try await bob.client.listEntries().ok.body.json
            let search = try await bob.client.listEntries(query: .init(q: "istanbul")).ok.body.json
            let byTag = try await bob.client.listEntries(query: .init(tag: ["özel"])).ok.body.json
            let summary = try await bob.client.getMonthlySummary(query: .init(year: 2024, month: 6)).ok.body.json
            let share = try await bob.client.createShareLink(body: .json(.init(target: .entry, entryId: secret.id)))
            let renameTag = try await bob.client.renameTag(path: .init(tagId: aliceTag.id), body: .json(.init(name: "x")))
            let deleteTag = try await bob.client.deleteTag(path: .init(tagId: aliceTag.id))
            let bobTags = try await bob.client.listTags().ok.body.json
            let mediaRedirect = try await bob.get("/api/media/\(media.id)", bearer: true)
            let aliceLink = try await alice.client.createShareLink(body: .json(.init(target: .entry, entryId: secret.id))).created.body.json
            let revoke = try await bob.client.revokeShareLink(path: .init(shareLinkId: aliceLink.id))
            let bobLinks = try await bob.client.listShareLinks().ok.body.json
            let stillThere = try await alice.client.getEntry(path: .init(entryId: secret.id)).ok.body.json
            // check
            _ = try read.notFound
            _ = try change.notFound
            _ = try delete.notFound
            #expect(list.total == 0 && search.total == 0 && byTag.total == 0)
            #expect(summary.totals.photo == 0 && summary.collagePhotoIds.isEmpty)
            _ = try share.notFound
            _ = try renameTag.notFound
            _ = try deleteTag.notFound
            #expect(bobTags.items.isEmpty)
            #expect(mediaRedirect.status == .notFound)
            _ = try revoke.notFound
            #expect(bobLinks.items.isEmpty)
            #expect(stillThere.title == "gizli İstanbul" && stillThere.tags == ["özel"])
        }
    }

    @Test("deleting an account removes its entries' files")
    func accountDeletionRemovesFiles() async throws {
        try await withMemoryApp { app in
            // setup
            let web = WebClient(app)
            try await web.register(email: "gone@example.com")
            let login = try await AccountsClient.make(app).login(body: .json(.init(email: "gone@example.com", password: "correct horse battery")))
            let user = TestUser(app: app, token: try login.ok.body.json.token, refreshToken: "",
                                client: MemoryClient.make(app, bearer: try login.ok.body.json.token))
            _ = try await user.create(.init(kind: .photo, utcOffsetSeconds: 0), files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))])
            let before = await mediaFiles(app).count
            // act
            try await web.get("/account/delete")
            let response = try await web.post("/account/delete", form: ["password": "correct horse battery"])
            // check
            #expect(before == 1)
            #expect(response.status.code < 400)
            #expect(await mediaFiles(app).isEmpty)
        }
    }
}
