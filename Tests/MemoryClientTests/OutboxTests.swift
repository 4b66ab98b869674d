import Foundation
import MemoryKit
import Testing
@testable import MemoryClient

@Suite("Outbox: every change kept, sent once, in order")
struct OutboxTests {
    @Test("a photo is copied into the outbox, sent with its key, and its copy removed once on the server")
    func createAndSend() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let original = try writeFile("beach.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3], in: fixture.folder)
        // act
        let item = try await fixture.outbox.create(fixture.photo("Beach"), files: [.file(original)])
        try FileManager.default.removeItem(at: original)  // gone from the camera roll: the copy still goes
        let copies = fixture.storedFiles()
        let round = await fixture.outbox.sendDue()
        // check
        #expect(copies == ["\(item.id)-0"])
        #expect(round.delivered == 1)
        let calls = await fixture.transmitter.calls
        #expect(calls.map(\.idempotencyKey) == [item.id])
        #expect(calls.first?.filenames == ["beach.jpg"])
        let sent = try #require(try await fixture.outbox.item(item.id))
        #expect(sent.state == .sent && sent.serverEntryID == "server-1")
        #expect(fixture.storedFiles().isEmpty)
    }

    @Test("an item being sent when the process died goes again with the same Idempotency-Key after recovery")
    func sameKeyAfterCrash() async throws {
        // setup: the first process dies while the item is on its way
        let database = try ClientDatabase.inMemory()
        let first = try OutboxFixture(database: database)
        defer { first.cleanUp() }
        let item = try await first.outbox.create(first.text("Diary"))
        let never = Gate(count: 1)  // nobody arrives: the upload never returns, as in a dead process
        await first.transmitter.setDuringCreate { await never.wait() }
        Task { await first.outbox.sendDue() }
        while try await first.outbox.item(item.id)?.state != .sending { await Task.yield() }
        // act: a new process on the same database
        let second = try OutboxFixture(database: database, folder: first.folder)
        try await second.outbox.recover()
        let recovered = try await second.outbox.item(item.id)?.state
        await second.outbox.sendDue()
        // check
        #expect(recovered == .waiting)
        #expect(await first.transmitter.calls.map(\.idempotencyKey) == [item.id])
        #expect(await second.transmitter.calls.map(\.idempotencyKey) == [item.id])
        #expect(try await second.outbox.item(item.id)?.state == .sent)
    }

    @Test("a 422 stops that item with the server's reason; the items after it keep going")
    func refusalDoesNotBlock() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let refusal = ServerProblem(status: 422, code: "media_corrupt", title: "Unprocessable", detail: "The file b.jpg is damaged.")
        await fixture.transmitter.answer(title: "B", with: .refused(refusal))
        for title in ["A", "B", "C"] { try await fixture.outbox.create(fixture.text(title)) }
        // act
        let round = await fixture.outbox.sendDue()
        let snapshot = await fixture.outbox.snapshot()
        // check
        #expect(round.delivered == 2 && round.refused == 1)
        #expect(snapshot.sent.compactMap(\.draft?.title) == ["A", "C"])
        let failed = try #require(snapshot.failed.first)
        #expect(failed.draft?.title == "B")
        #expect(failed.failure == OutboxFailure(status: 422, code: "media_corrupt", message: "The file b.jpg is damaged."))
        #expect(snapshot.pending.isEmpty)
    }

    @Test("a refused item goes again after retry; an edit that fixes a refused create sends it again by itself")
    func retryAfterRefusal() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(.refused(ServerProblem(status: 400, code: "validation_failed", title: "Bad")))
        let first = try await fixture.outbox.create(fixture.text("First"))
        await fixture.outbox.sendDue()
        // act
        try await fixture.outbox.retry(first.id)
        await fixture.outbox.sendDue()
        await fixture.transmitter.answer(.refused(ServerProblem(status: 400, code: "validation_failed", title: "Bad")))
        let second = try await fixture.outbox.create(fixture.text("Second"))
        await fixture.outbox.sendDue()
        try await fixture.outbox.update(entryID: second.id, to: fixture.text("Second, fixed"))
        await fixture.outbox.sendDue()
        // check
        #expect(try await fixture.outbox.item(first.id)?.state == .sent)
        let fixed = try #require(try await fixture.outbox.item(second.id))
        #expect(fixed.state == .sent && fixed.draft?.title == "Second, fixed")
        await #expect(throws: OutboxError.notFailed(.sent)) { try await fixture.outbox.retry(first.id) }
    }

    @Test("an unreachable server pauses the whole outbox without spending the items' tries, until the pause ends")
    func unreachablePausesAll() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(.unreachable(reason: "connection refused"))
        let first = try await fixture.outbox.create(fixture.text("One"))
        try await fixture.outbox.create(fixture.text("Two"))
        // act
        let paused = await fixture.outbox.sendDue()
        let tried = await fixture.transmitter.calls.count
        let stillPaused = await fixture.outbox.sendDue()
        fixture.clock.advance(61)
        let resumed = await fixture.outbox.sendDue()
        // check
        guard case .serverUnreachable("connection refused")? = paused.pause?.reason else {
            Issue.record("expected a server pause, got \(String(describing: paused.pause))")
            return
        }
        #expect(paused.pause?.until == fixture.clock.now.addingTimeInterval(-61 + 1.5))  // base 2 s × jitter 0.75
        #expect(tried == 1)
        #expect(stillPaused.delivered == 0 && stillPaused.pause != nil)
        #expect(resumed.delivered == 2)
        #expect(try await fixture.outbox.item(first.id)?.attempts == 1)
    }

    @Test("a busy server delays only that item, with exponential backoff and jitter")
    func backoff() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(
            .retryLater(reason: "busy", after: nil), .retryLater(reason: "busy", after: nil),
            .retryLater(reason: "busy", after: 30))
        let item = try await fixture.outbox.create(fixture.text("Slow"))
        let start = fixture.clock.now
        // act + check: 2 s · ¾, then 4 s · ¾, then the server's 30 s beats 8 s · ¾
        await fixture.outbox.sendDue()
        #expect(try await fixture.outbox.item(item.id)?.nextAttemptAt == start.addingTimeInterval(1.5))
        fixture.clock.advance(1.5)
        await fixture.outbox.sendDue()
        #expect(try await fixture.outbox.item(item.id)?.nextAttemptAt == start.addingTimeInterval(1.5 + 3))
        fixture.clock.advance(3)
        await fixture.outbox.sendDue()
        #expect(try await fixture.outbox.item(item.id)?.nextAttemptAt == start.addingTimeInterval(4.5 + 30))
        #expect(try await fixture.outbox.item(item.id)?.lastError == "busy")
        #expect(await fixture.transmitter.calls.count == 3)
    }

    @Test("drain waits out backoffs and pauses (on the injected clock) until everything is sent")
    func drain() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(.unreachable(reason: "down"), .unreachable(reason: "down"), .retryLater(reason: "busy", after: 5))
        for title in ["A", "B"] { try await fixture.outbox.create(fixture.text(title)) }
        // act
        let result = await fixture.outbox.drain(until: fixture.clock.now.addingTimeInterval(600))
        // check
        #expect(result == .drained)
        #expect(await fixture.outbox.snapshot().sent.count == 2)
        #expect(await fixture.transmitter.calls.count == 5)
    }

    @Test("drain gives up at its deadline while the server stays out of reach")
    func drainDeadline() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        await fixture.transmitter.answer(
            .unreachable(reason: "down"), .unreachable(reason: "down"), .unreachable(reason: "down"),
            .unreachable(reason: "down"), .unreachable(reason: "down"), .unreachable(reason: "down"))
        try await fixture.outbox.create(fixture.text("A"))
        // act
        let result = await fixture.outbox.drain(until: fixture.clock.now.addingTimeInterval(10))
        // check
        #expect(result == .timedOut)
        #expect(await fixture.outbox.snapshot().pending.count == 1)
    }
}
