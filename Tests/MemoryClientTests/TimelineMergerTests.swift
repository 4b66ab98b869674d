import Foundation
import MemoryKit
import Testing
@testable import MemoryClient

@Suite("Timeline merge: the outbox laid over the server's entries")
struct TimelineMergerTests {
    let now = Date(timeIntervalSince1970: 1_717_200_000)

    func entry(_ id: String, hoursAgo: Double, title: String? = nil) -> TimelineEntry {
        TimelineEntry(id: id, kind: .text, title: title ?? id, occurredAt: now.addingTimeInterval(-hoursAgo * 3600), utcOffsetSeconds: 0)
    }

    func item(_ id: String, _ operation: OutboxOperation, _ state: OutboxState, entryID: String, draft: EntryDraft? = nil,
              serverID: String? = nil, sentAt: Date? = nil, failure: OutboxFailure? = nil) -> OutboxItem {
        OutboxItem(
            id: id, account: "a", sequence: 1, operation: operation, entryID: entryID, dependsOn: nil, draft: draft,
            previous: nil, attachments: [], state: state, attempts: 0, nextAttemptAt: now, lastError: nil, failure: failure,
            serverEntryID: serverID, createdAt: now, updatedAt: now, sentAt: sentAt)
    }

    func draft(_ title: String, hoursAgo: Double) -> EntryDraft {
        EntryDraft(kind: .text, title: title, text: "t", occurredAt: now.addingTimeInterval(-hoursAgo * 3600), utcOffsetSeconds: 0)
    }

    @Test("waiting creates appear where their date puts them, with their state; edits and deletes are shown")
    func overlay() {
        // setup
        let server = [entry("s1", hoursAgo: 1), entry("s2", hoursAgo: 5), entry("s3", hoursAgo: 9)]
        let outbox = [
            item("c1", .create, .waiting, entryID: "c1", draft: draft("new", hoursAgo: 3)),
            item("c2", .create, .failed, entryID: "c2", draft: draft("refused", hoursAgo: 2),
                 failure: OutboxFailure(status: 422, code: "media_corrupt", message: "damaged")),
            item("u1", .update, .sending, entryID: "s2", draft: draft("s2 edited", hoursAgo: 5)),
            item("d1", .delete, .waiting, entryID: "s3"),
        ]
        // act
        let merged = TimelineMerger.merge(server, outbox: outbox, progress: ["u1": UploadProgress(sentBytes: 1, totalBytes: 4)], query: TimelineQuery(), complete: true)
        // check
        #expect(merged.map(\.id) == ["s1", "c2", "c1", "s2", "s3"])
        #expect(merged[1].sync == .failed(message: "damaged") && merged[1].change == .create)
        #expect(merged[2].sync == .waiting)
        #expect(merged[3].entry.title == "s2 edited" && merged[3].sync == .sending(fraction: 0.25) && merged[3].change == .update)
        #expect(merged[4].change == .delete)
    }

    @Test("a page that is not the last places only creates no older than its oldest entry; filters apply to creates")
    func pagingAndFilters() {
        // setup
        let server = [entry("s1", hoursAgo: 1), entry("s2", hoursAgo: 5)]
        let outbox = [
            item("old", .create, .waiting, entryID: "old", draft: draft("older than the page", hoursAgo: 30)),
            item("new", .create, .waiting, entryID: "new", draft: draft("inside", hoursAgo: 2)),
        ]
        // act
        let partial = TimelineMerger.merge(server, outbox: outbox, query: TimelineQuery(), complete: false)
        let searched = TimelineMerger.merge([], outbox: outbox, query: TimelineQuery(search: "INSIDE"), complete: true)
        // check
        #expect(partial.map(\.id) == ["s1", "new", "s2"])
        #expect(searched.map(\.id) == ["new"])
    }

    @Test("changes already sent still show on a stored page that predates them, and vanish once the server has them")
    func sentChanges() {
        // setup
        let stale = [entry("s1", hoursAgo: 1), entry("s2", hoursAgo: 2)]
        let outbox = [
            item("c1", .create, .sent, entryID: "c1", draft: draft("sent photo", hoursAgo: 3), serverID: "s9", sentAt: now),
            item("d1", .delete, .sent, entryID: "s2", sentAt: now),
        ]
        // act
        let onStalePage = TimelineMerger.merge(stale, outbox: outbox, query: TimelineQuery(), complete: true)
        let fresh = TimelineMerger.merge([entry("s1", hoursAgo: 1), entry("s9", hoursAgo: 3)], outbox: outbox, query: TimelineQuery(), complete: true)
        // check
        #expect(onStalePage.map(\.id) == ["s1", "s9"])
        #expect(onStalePage.allSatisfy { $0.sync == nil })
        #expect(fresh.map(\.id) == ["s1", "s9"] && fresh[1].entry.title == "s9")
    }
}
