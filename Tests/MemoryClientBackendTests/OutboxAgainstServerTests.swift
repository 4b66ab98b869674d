import Foundation
import MemoryBackend
import MemoryClient
import MemoryKit
import ServerTestSupport
import Testing
import Vapor

@Suite("Client outbox and cache against the real Memory backend")
struct OutboxAgainstServerTests {
    func photoDraft(_ title: String) -> EntryDraft {
        EntryDraft(kind: .photo, title: title, occurredAt: Date().addingTimeInterval(-3600), utcOffsetSeconds: 10800)
    }

    @Test("a 422 for one photo leaves the others flowing; the refused one shows the server's reason")
    func refusalDoesNotBlock() async throws {
        try await withSuiteApp([MemoryBackend()]) { app in
            // setup
            let client = try ClientHarness(app: app)
            try await client.signUp("mixed@example.com")
            let outbox = client.service.outbox
            try await outbox.create(photoDraft("First"), files: [.file(Photos.canon)])
            try await outbox.create(photoDraft("Broken"), files: [.file(try Photos.truncated(in: client.folder.appendingPathComponent("src")))])
            try await outbox.create(photoDraft("Third"), files: [.file(Photos.canon)])
            // act
            let result = await outbox.drain(until: Date().addingTimeInterval(60))
            let snapshot = await outbox.snapshot()
            let page = try await client.service.api.listEntries(query: .init()).ok.body.json
            // check
            #expect(result == .drained)
            #expect(page.items.compactMap(\.title).sorted() == ["First", "Third"])
            let refused = try #require(snapshot.failed.first)
            #expect(refused.draft?.title == "Broken")
            #expect(refused.failure?.status == 422)
            #expect(refused.failure?.code == "media_corrupt")
            #expect(refused.failure?.message.contains("cut.jpg") == true)
            #expect(client.transport.count("createEntry") == 3)  // the refused one was sent once, not retried
        }
    }

    @Test("a create whose answer was lost is sent again with its key and stored once")
    func lostAnswer() async throws {
        try await withSuiteApp([MemoryBackend()]) { app in
            // setup
            let client = try ClientHarness(app: app)
            try await client.signUp("lost@example.com")
            client.transport.loseAnswers(to: "createEntry", times: 2)
            let item = try await client.service.outbox.create(photoDraft("Once"), files: [.file(Photos.canon)])
            // act
            let result = await client.service.outbox.drain(until: Date().addingTimeInterval(60))
            let page = try await client.service.api.listEntries(query: .init()).ok.body.json
            // check
            #expect(result == .drained)
            #expect(client.transport.statuses("createEntry") == [201, 201, 201])
            #expect(page.total == 1)
            #expect(try await client.service.outbox.item(item.id)?.serverEntryID == page.items.first?.id.lowercased())
        }
    }

    @Test("offline: the timeline reads from the device and an entry added offline is sent once when back")
    func offlineRoundTrip() async throws {
        try await withSuiteApp([MemoryBackend()]) { app in
            // setup
            let client = try ClientHarness(app: app)
            try await client.signUp("offline@example.com")
            let service = client.service
            try await service.outbox.create(EntryDraft(kind: .text, title: "Online", text: "t", occurredAt: Date(), utcOffsetSeconds: 0))
            _ = await service.outbox.drain(until: Date().addingTimeInterval(30))
            try await service.timeline.refreshRecent(now: Date())
            let month = TimelineQuery(range: Date().addingTimeInterval(-86_400)...Date().addingTimeInterval(3600))
            let online = try await service.timeline.page(month)
            let revalidated = try await service.timeline.page(month)
            // act
            client.transport.setOffline(true)
            let stored = try await service.timeline.page(month)
            let recent = try await service.timeline.page(TimelineQuery(search: "online"))
            let item = try await service.outbox.create(EntryDraft(kind: .text, title: "Offline", text: "t", occurredAt: Date(), utcOffsetSeconds: 0))
            let offlineRound = await service.outbox.sendDue()
            client.transport.setOffline(false)
            let result = await service.outbox.drain(until: Date().addingTimeInterval(30))
            _ = await service.outbox.drain(until: Date().addingTimeInterval(30))
            // check
            #expect(online.origin == .server && online.entries.map(\.title) == ["Online"])
            #expect(revalidated.origin == .server && client.transport.statuses("listEntries").contains(304))
            guard case .storedPage = stored.origin else { Issue.record("expected the stored page, got \(stored.origin)"); return }
            #expect(stored.entries.map(\.title) == ["Online"])
            #expect(recent.origin == .recentEntries && recent.entries.map(\.title) == ["Online"])
            #expect(offlineRound.pause?.reason == .serverUnreachable("no network"))
            #expect(result == .drained)
            #expect(client.transport.statuses("createEntry").count == 2)
            let titles = try await service.api.listEntries(query: .init()).ok.body.json.items.compactMap(\.title)
            #expect(titles.sorted() == ["Offline", "Online"])
            #expect(try await service.outbox.item(item.id)?.state == .sent)
        }
    }
}
