import Foundation
import ServerCore
import ServerTestSupport
import Testing

@testable import MemoryBackend

@Suite("Memory: the sweeps keep a deleted entry's files through the undo window, then purge them")
struct TrashSweepTests {
    @Test("a deleted photo's original stays claimed while it can be restored; the purge removes it and its trash row")
    func claimThenPurge() async throws {
        try await withMemoryApp { app in
            // setup: a photo, deleted
            let owner = try await TestUser.register(app, "sweep@example.com")
            let created = try await owner.create(
                .init(kind: .photo, utcOffsetSeconds: 0), files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))]).created.body.json
            let entryID = try #require(UUID(uuidString: created.id))
            let mediaID = try #require(created.media.first.flatMap { UUID(uuidString: $0.id) })
            _ = try await owner.client.deleteEntry(path: .init(entryId: created.id)).noContent
            let reads = MemoryReads.live(app.db.sql)
            let trashed = try #require(try await reads.trash(nil).first)
            let original = EntryMedia.location(mediaID, owner: trashed.owner)

            // act
            let claimed = try await MemoryMediaCatalog.claims(on: app.db).map(\.location)
            let keptBeforeCutoff = try await reads.trash(Date(timeIntervalSince1970: 0))
            let filesBefore = await mediaFiles(app)
            try await EntryTrash.purge(deletedBefore: .distantFuture, on: app.db, store: app.mediaStore)

            // check
            #expect(trashed.id == entryID && trashed.mediaIDs == [mediaID])
            #expect(claimed.contains(original))
            #expect(keptBeforeCutoff.isEmpty)
            #expect(try await reads.trash(nil).isEmpty)
            #expect(filesBefore.contains(original.description))
            #expect(!(await mediaFiles(app)).contains(original.description))
        }
    }
}
