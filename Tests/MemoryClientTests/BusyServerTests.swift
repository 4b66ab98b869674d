import Foundation
import HTTPTypes
import MemoryKit
import Testing

@testable import MemoryClient

@Suite("A busy server (503 service_busy): waited out on the injected clock, never doubled")
struct BusyServerTests {
    static func busy(retryAfter: String) -> (HTTPResponse, Data) {
        var answer = FakeServer.problem(.serviceUnavailable, code: "service_busy", detail: "The server is busy. Try again in a moment.")
        answer.0.headerFields[.retryAfter] = retryAfter
        return answer
    }

    @Test("a read answered 503 waits the server's Retry-After (not less), then gets its page")
    func readWaitsOut() async throws {
        // setup: busy twice, asking for 7 s each time (more than the policy's 1.5 s and 3 s)
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let calls = Counter()
        fixture.server.on("listEntries") { _, _ in
            calls.next() <= 2 ? Self.busy(retryAfter: "7") : FakeServer.json(.ok, FakeServer.page())
        }
        let start = fixture.clock.now
        // act
        let page = try await fixture.service.timeline.page(TimelineQuery())
        // check
        #expect(page.origin == .server)
        #expect(fixture.server.requests("listEntries").count == 3)
        #expect(fixture.clock.now.timeIntervalSince(start) == 14)
    }

    @Test("a server busy for longer than a person waits, or busy every time, is shown with its own sentence")
    func readGivesUp() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        fixture.server.on("listEntries") { _, _ in Self.busy(retryAfter: "3600") }
        fixture.server.on("getMonthlySummary") { _, _ in Self.busy(retryAfter: "1") }
        // act
        var longWait: (any Error)?
        do { _ = try await fixture.service.timeline.page(TimelineQuery()) } catch { longWait = error }
        let summary = try await fixture.service.api.getMonthlySummary(query: .init(year: 2024, month: 6))
        // check: no wait for an hour; four tries (one and three retries) for the summary
        let problem = try #require(longWait as? ServerProblem)
        #expect(problem.code == "service_busy" && problem.message == "The server is busy. Try again in a moment.")
        #expect(fixture.server.requests("listEntries").count == 1)
        #expect(fixture.server.requests("getMonthlySummary").count == 4)
        if case .undocumented(let status, _) = summary { #expect(status == 503) } else { Issue.record("expected the 503") }
    }

    @Test("a refresh answered 503 is sent again with the same refresh token; the session stands")
    func refreshWaitsOut() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        fixture.server.on("listEntries") { request, _ in
            FakeServer.bearer(request) == "access-2"
                ? FakeServer.json(.ok, FakeServer.page()) : FakeServer.problem(.unauthorized, code: "token_expired")
        }
        let refreshes = Counter()
        fixture.server.on("refresh") { _, body in
            #expect(String(decoding: body, as: UTF8.self).contains("refresh-1"))
            return refreshes.next() == 1 ? Self.busy(retryAfter: "2") : FakeServer.tokens(access: "access-2", refresh: "refresh-2")
        }
        // act
        let answer = try await fixture.service.api.listEntries(query: .init())
        // check
        #expect((try? answer.ok) != nil)
        #expect(fixture.server.requests("refresh").count == 2)
        #expect(fixture.store.load()?.refreshToken == "refresh-2")
        #expect(await fixture.service.session.status == .signedIn(email: "ada@example.com", accountID: "account-a"))
    }

    @Test("an upload answered 503 is tried once per round: the item waits the server's Retry-After, then goes with its key")
    func uploadWaitsInTheOutbox() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let creates = Counter()
        fixture.server.on("createEntry") { _, _ in
            creates.next() == 1
                ? Self.busy(retryAfter: "120")
                : FakeServer.json(.created, FakeServer.entry(id: "E1", title: "Busy day", occurredAt: "2024-05-31T20:00:00Z"))
        }
        let item = try await fixture.service.outbox.create(
            EntryDraft(kind: .text, title: "Busy day", text: "words", occurredAt: fixture.clock.now, utcOffsetSeconds: 0))
        let start = fixture.clock.now
        // act
        let first = await fixture.service.outbox.sendDue()
        let waiting = try await fixture.service.outbox.item(item.id)
        fixture.clock.advance(120)
        let second = await fixture.service.outbox.sendDue()
        // check
        #expect(first.deferred == 1 && second.delivered == 1)
        #expect(waiting?.state == .waiting && waiting?.nextAttemptAt == start.addingTimeInterval(120))
        #expect(waiting?.lastError == "The server is busy. Try again in a moment.")
        let keys = fixture.server.requests("createEntry").map { $0.headerFields[HTTPField.Name("Idempotency-Key")!] }
        #expect(keys == [item.id, item.id])
    }

    @Test("Retry-After is read as seconds or as an HTTP date; anything else is ignored")
    func retryAfterForms() {
        // setup
        let now = Date(timeIntervalSince1970: 1_717_200_000)  // Sat, 01 Jun 2024 00:00:00 GMT
        // act + check
        #expect(RetryAfter.seconds("5", now: now) == 5)
        #expect(RetryAfter.seconds("Sat, 01 Jun 2024 00:01:30 GMT", now: now) == 90)
        #expect(RetryAfter.seconds("Fri, 31 May 2024 23:00:00 GMT", now: now) == 0)
        #expect(RetryAfter.seconds("-3", now: now) == nil)
        #expect(RetryAfter.seconds("soon", now: now) == nil)
    }
}

/// Counts calls from concurrent handlers: `next()` returns 1, 2, 3, …
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int { lock.withLock { value += 1; return value } }
}
