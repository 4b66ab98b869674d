import Foundation
import HTTPTypes
import MemoryKit
import Testing
@testable import MemoryClient

@Suite("Read cache: 30 days of entries, pages revalidated with ETags, offline reading")
struct CacheTests {
    @Test("entries of the last 30 days are kept and queried offline by range, kind, tag and words (Turkish-aware)")
    func entryCache() throws {
        // setup
        let clock = ManualClock()
        let cache = EntryCache(database: try ClientDatabase.inMemory(), now: { clock.now })
        let day: TimeInterval = 86_400
        let entries = [
            TimelineEntry(id: "1", kind: .photo, title: "İstanbul sahili", tags: ["deniz"], occurredAt: clock.now.addingTimeInterval(-day), utcOffsetSeconds: 10800),
            TimelineEntry(id: "2", kind: .text, title: "Ankara", text: "toplantı", tags: ["iş"], occurredAt: clock.now.addingTimeInterval(-2 * day), utcOffsetSeconds: 10800),
            TimelineEntry(id: "3", kind: .song, title: "Old", occurredAt: clock.now.addingTimeInterval(-40 * day), utcOffsetSeconds: 10800),
        ]
        // act
        try cache.store(entries, account: "a")
        try cache.store([entries[0]], account: "b")
        // check
        #expect(try cache.entries(TimelineQuery(), account: "a").map(\.id) == ["1", "2"])  // 40 days ago is not kept
        #expect(try cache.entries(TimelineQuery(kinds: [.text]), account: "a").map(\.id) == ["2"])
        #expect(try cache.entries(TimelineQuery(tags: ["DENİZ"]), account: "a").map(\.id) == ["1"])
        #expect(try cache.entries(TimelineQuery(search: "ISTANBUL"), account: "a").map(\.id) == ["1"])
        #expect(try cache.entries(TimelineQuery(range: clock.now.addingTimeInterval(-1.5 * day)...clock.now), account: "a").map(\.id) == ["1"])
        try cache.clear(account: "a")
        #expect(try cache.count(account: "a") == 0 && cache.count(account: "b") == 1)
    }

    @Test("a stored page is offered with its ETag; 304 serves it again; offline it is served marked with its age")
    func pageRevalidation() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let entry = FakeServer.entry(id: "e1", title: "Sahil", occurredAt: "2024-05-31T15:00:00Z")
        fixture.server.on("listEntries") { request, _ in
            request.headerFields[.ifNoneMatch] == "\"r1-1\""
                ? (HTTPResponse(status: .notModified, headerFields: [.eTag: "\"r1-1\""]), Data())
                : FakeServer.json(.ok, FakeServer.page([entry]), headers: [.eTag: "\"r1-1\""])
        }
        let query = TimelineQuery(kinds: [.text])
        // act
        let first = try await fixture.service.timeline.page(query)
        fixture.clock.advance(60)
        let second = try await fixture.service.timeline.page(query)
        let storedAt = fixture.clock.now
        fixture.clock.advance(3600)
        fixture.server.setOffline(true)
        let offline = try await fixture.service.timeline.page(query)
        // check
        #expect(first.origin == .server && first.entries.map(\.title) == ["Sahil"])
        #expect(second.origin == .server && second.entries.map(\.title) == ["Sahil"])
        #expect(fixture.server.requests("listEntries").map { $0.headerFields[.ifNoneMatch] } == [nil, "\"r1-1\"", "\"r1-1\""])
        #expect(offline.origin == .storedPage(storedAt: storedAt) && offline.entries.map(\.id) == ["e1"])
    }

    @Test("offline with no stored page, the timeline is assembled from the last 30 days kept on the device")
    func recentEntriesOffline() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let recent = FakeServer.entry(id: "e1", title: "Yesterday", occurredAt: "2024-05-31T15:00:00Z", tags: ["yaz"])
        fixture.server.on("listEntries") { _, _ in FakeServer.json(.ok, FakeServer.page([recent])) }
        try await fixture.service.timeline.refreshRecent(now: fixture.clock.now)
        fixture.server.setOffline(true)
        // act
        let page = try await fixture.service.timeline.page(TimelineQuery(tags: ["yaz"]), page: 1, pageSize: 10)
        // check
        #expect(page.origin == .recentEntries && page.entries.map(\.id) == ["e1"])
        #expect(page.total == nil)
    }
}
