import Fluent
import Foundation
import MemoryKit
import ServerTestSupport
import Testing

@testable import MemoryBackend

@Suite("Memory: every change a timeline shows goes through EntryChanges.write, which moves the revision")
struct EntryChangesTests {
    @Test("a write of entry data outside EntryChanges.write fails and changes nothing; inside it, the revision and total move")
    func writesGoThroughOneCall() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "changes@example.com")
            let created = try await user.createText("bir", at: Date(timeIntervalSince1970: 1_700_000_000))
            let entry = try #require(try await MemoryEntry.find(UUID(uuidString: created.id), on: app.db))
            let owner = entry.userID
            let before = try await MemoryReads.live(app.db.sql).revision(owner)

            // act: a new write path that forgets the call
            entry.title = "bypassed"
            await #expect(throws: EntryChanges.OutsideWrite.self) { try await entry.update(on: app.db) }
            await #expect(throws: EntryChanges.OutsideWrite.self) {
                try await TagRepository(db: app.db, userID: owner).attach(["deniz"], to: entry.requireID())
            }
            // check: nothing was written, the revision stands
            #expect(try await MemoryEntry.find(entry.id, on: app.db)?.title == nil)
            #expect(try await MemoryReads.live(app.db.sql).revision(owner) == before)

            // act: the same write through the one call, reporting an entry added
            try await EntryChanges.write(userID: owner, on: app.db) { change in
                try await entry.update(on: change.db)
                change.entries(1)
            }
            // check
            #expect(try await MemoryEntry.find(entry.id, on: app.db)?.title == "bypassed")
            #expect(try await MemoryReads.live(app.db.sql).revision(owner) == before + 1)
            #expect(try await MemoryReads.live(app.db.sql).total(owner) == 2)
        }
    }
}
