import Foundation
import MemoryKit
import Testing
@testable import MemoryClient

@Suite("Outbox: edits, deletes, cancel and undo")
struct OutboxChangeTests {
    @Test("an edit of an entry still waiting changes its create; a delete of it sends nothing at all")
    func foldIntoCreate() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let kept = try await fixture.outbox.create(fixture.text("Draft"))
        let dropped = try await fixture.outbox.create(fixture.text("Oops"), files: [])
        // act
        let merged = try await fixture.outbox.update(entryID: kept.id, to: fixture.text("Final"))
        let deletion = try await fixture.outbox.delete(entryID: dropped.id)
        await fixture.outbox.sendDue()
        // check
        #expect(merged.id == kept.id && merged.operation == .create)
        #expect(deletion == nil)
        let calls = await fixture.transmitter.calls
        #expect(calls.map(\.operation) == [.create])
        #expect(calls.first?.title == "Final")
    }

    @Test("an edit made while the create is on its way waits for it, then goes to the server id")
    func editWaitsForCreate() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let create = try await fixture.outbox.create(fixture.text("Trip"))
        let outbox = fixture.outbox
        let draft = fixture.text("Trip to İzmir")
        let edit = ResultBox<OutboxItem>()
        await fixture.transmitter.setDuringCreate {
            edit.set(try? await outbox.update(entryID: create.id, to: draft))
        }
        // act
        await fixture.outbox.sendDue()
        // check
        let update = try #require(edit.value)
        #expect(update.operation == .update && update.dependsOn == create.id)
        let calls = await fixture.transmitter.calls
        #expect(calls.map(\.operation) == [.create, .update])
        #expect(calls.last?.entryID == "server-1" && calls.last?.title == "Trip to İzmir")
    }

    @Test("deleting a server entry drops its waiting edits; a second delete does not queue twice")
    func deleteServerEntry() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        try await fixture.outbox.update(entryID: "server-9", to: fixture.text("Edited"))
        // act
        let first = try await fixture.outbox.delete(entryID: "server-9")
        let second = try await fixture.outbox.delete(entryID: "server-9")
        await fixture.outbox.sendDue()
        // check
        #expect(first?.id == second?.id)
        let calls = await fixture.transmitter.calls
        #expect(calls.map(\.operation) == [.delete])
        #expect(calls.first?.entryID == "server-9")
    }

    @Test("two edits of one server entry while offline send once, with the last fields")
    func editsCoalesce() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        // act
        let first = try await fixture.outbox.update(entryID: "server-3", to: fixture.text("v1"), previous: fixture.text("v0"))
        let second = try await fixture.outbox.update(entryID: "server-3", to: fixture.text("v2"))
        await fixture.outbox.sendDue()
        // check
        #expect(first.id == second.id)
        #expect(await fixture.transmitter.calls.map(\.title) == ["v2"])
    }

    @Test("cancel takes back a waiting create with its files and the changes waiting for it; a sending one cannot be")
    func cancel() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let photo = try writeFile("a.jpg", [0xFF, 0xD8, 0xFF], in: fixture.folder)
        let item = try await fixture.outbox.create(fixture.photo("Photo"), files: [.file(photo)], source: "a.jpg|3|0")
        // act
        try await fixture.outbox.cancel(item.id)
        // check
        #expect(try await fixture.outbox.item(item.id) == nil)
        #expect(fixture.storedFiles().isEmpty)
        #expect(await fixture.outbox.hasImported("a.jpg|3|0") == false)
        await #expect(throws: OutboxError.unknownItem(item.id)) { try await fixture.outbox.cancel(item.id) }
    }

    @Test("undo: a sent create is deleted, a sent edit restores the fields it replaced, a sent delete cannot be undone")
    func undo() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        let create = try await fixture.outbox.create(fixture.text("New"))
        let edit = try await fixture.outbox.update(entryID: "server-7", to: fixture.text("After"), previous: fixture.text("Before"))
        let deletion = try #require(try await fixture.outbox.delete(entryID: "server-8"))
        await fixture.outbox.sendDue()
        // act
        let undoCreate = try await fixture.outbox.undo(create.id)
        let undoEdit = try await fixture.outbox.undo(edit.id)
        await fixture.outbox.sendDue()
        // check
        #expect(undoCreate?.operation == .delete && undoCreate?.entryID == "server-1")
        #expect(undoEdit?.operation == .update && undoEdit?.draft?.title == "Before")
        await #expect(throws: OutboxError.cannotUndoDelete) { try await fixture.outbox.undo(deletion.id) }
        let calls = await fixture.transmitter.calls
        #expect(calls.suffix(2).map(\.operation) == [.delete, .update])
    }

    @Test("a draft that breaks the rules is refused before it is queued, naming every field")
    func validation() async throws {
        // setup
        let fixture = try OutboxFixture()
        defer { fixture.cleanUp() }
        var draft = fixture.text("x")
        draft.text = "   "
        draft.utcOffsetSeconds = 1000
        // act + check
        await #expect(throws: MemoryKit.ValidationError.self) { try await fixture.outbox.create(draft) }
        do {
            try await fixture.outbox.create(draft)
        } catch let error as MemoryKit.ValidationError {
            #expect(error.fields == ["utcOffsetSeconds", "text"])
        }
        await #expect(throws: MemoryKit.ValidationError.self) { try await fixture.outbox.create(fixture.photo("no file")) }
        #expect(await fixture.outbox.snapshot().items.isEmpty)
    }
}

/// A value set from another task.
final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? { lock.withLock { stored } }
    func set(_ value: Value?) { lock.withLock { stored = value } }
}
