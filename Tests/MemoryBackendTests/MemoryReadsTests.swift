import Fluent
import Foundation
import MemoryKit
import ServerTestSupport
import Testing

@testable import MemoryBackend

@Suite("MemoryReads: every read answers for its owner only")
struct MemoryReadsTests {
    @Test("each read finds the owner's entry, tag, file, link and reminder; for anyone else, none of them")
    func ownerScoped() async throws {
        try await withMemoryApp { app in
            // setup: a photo with a tag, a share link of it, a reminder
            let owner = try await TestUser.register(app, "reads@example.com")
            let at = Date(timeIntervalSince1970: 1_717_200_000)  // 1 June 2024, UTC
            let created = try await owner.create(
                .init(kind: .photo, title: "vapur", tags: ["deniz"], occurredAt: at, utcOffsetSeconds: 0),
                files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))]).created.body.json
            _ = try await owner.client.createShareLink(body: .json(.init(target: .entry, entryId: created.id))).created
            let entryID = try #require(UUID(uuidString: created.id))
            let mediaID = try #require(created.media.first.flatMap { UUID(uuidString: $0.id) })
            let ownerID = try #require(try await MemoryEntry.find(entryID, on: app.db)).userID
            try await DailyReminderStore(db: app.db, ownerID: ownerID, now: at).setTime(7 * 60, timeZone: .gmt, language: .tr)
            let reads = MemoryReads.live(app.db.sql)
            let tagID = try #require(try await reads.tags(ownerID, .all).first).id

            // act: the same reads, as the owner and as someone else
            func found(by who: UUID) async throws -> [Int] {
                [
                    try await reads.entry(who, entryID) == nil ? 0 : 1,
                    try await reads.entries(who, [entryID]).count,
                    try await reads.timeline(who, EntryQuery()).items.count,
                    try await reads.timeline(who, EntryQuery(search: "vapur")).total,
                    try await reads.timeline(who, EntryQuery(tags: ["deniz"])).total,
                    try await reads.within(who, [at.addingTimeInterval(-60)..<at.addingTimeInterval(60)], 10).count,
                    try await reads.exportPage(who, nil, 10).count,
                    try await reads.hasEntries(who) ? 1 : 0,
                    try await reads.entryCount(who),
                    try await reads.total(who),
                    try await reads.revision(who) > 0 ? 1 : 0,
                    try await reads.recap(who, .month(year: 2024, month: 6)).count,
                    try await reads.taggedHistory(who, 10).count,
                    try await reads.tags(who, .all).count,
                    try await reads.tagName(who, tagID) == nil ? 0 : 1,
                    try await reads.tagID(who, "deniz") == nil ? 0 : 1,
                    try await reads.taggedEntries(who, tagID).count,
                    try await reads.entryTags(who, entryID).count,
                    try await reads.media(who, [entryID]).count,
                    try await reads.file(who, mediaID) == nil ? 0 : 1,
                    try await reads.shareLinks(who).count,
                    try await reads.reminder(who).minuteOfDay == nil ? 0 : 1,
                ]
            }
            let mine = try await found(by: ownerID)
            let others = try await found(by: UUID())

            // check
            #expect(mine == Array(repeating: 1, count: mine.count))
            #expect(others == Array(repeating: 0, count: others.count))
        }
    }
}
