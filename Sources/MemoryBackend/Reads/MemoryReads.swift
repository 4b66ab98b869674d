import Foundation
import MemoryKit
import SQLKit

/// Every read Memory Recap makes, as MemoryKit's values or the backend's small value types where
/// the kit has none (`EntryRecord`, `CountedTag`, …): one struct of closures (the shape of
/// isowords' `DatabaseClient`, see docs/backend-rules.md) with one implementation over SQL,
/// `live(_:)`, used by the pages, the API handlers, the jobs and the push planner.
///
/// Each read takes the owner and filters by it, so no read reaches another account's rows. Two
/// take a key instead, which is the access right itself: a share link's token and a media URL's
/// signature; and the sweeps' reads, which no request reaches, span every account. Writes stay on the models, through `EntryChanges.write`; a read of what a change
/// just wrote takes the change's database (`MemoryReads.live(change.db.sql)`).
package struct MemoryReads: Sendable {
    // MARK: Entries

    /// The owner's entry with `id`, with its tags and media.
    var entry: @Sendable (_ owner: UUID, _ id: UUID) async throws -> EntryRecord?
    /// The owner's entries among `ids`, in one read (any order; ids of others are not found).
    var entries: @Sendable (_ owner: UUID, _ ids: [UUID]) async throws -> [EntryRecord]
    /// One page of the timeline (`occurredAt` descending, then id) and how many entries match.
    var timeline: @Sendable (_ owner: UUID, _ query: EntryQuery) async throws -> TimelineSlice
    /// Entries that happened within any of `windows`, newest first, at most `limit` (the
    /// timeline's "On this day" reads one window per earlier year in a single query).
    var within: @Sendable (_ owner: UUID, _ windows: [Range<Date>], _ limit: Int) async throws -> [EntryRecord]
    /// `limit` entries in export order (oldest first), after `last` (keyset: no row is read twice).
    var exportPage: @Sendable (_ owner: UUID, _ after: EntryRecord?, _ limit: Int) async throws -> [EntryRecord]
    /// Whether the owner keeps any entry (a recap is announced only to someone who does).
    var hasEntries: @Sendable (_ owner: UUID) async throws -> Bool
    /// The owner's entries counted row by row (an import batch compares before and after).
    var entryCount: @Sendable (_ owner: UUID) async throws -> Int
    /// Import keys the owner already has between `first` and `last` (one range query).
    var importKeys: @Sendable (_ owner: UUID, _ first: Date, _ last: Date) async throws -> Set<String>
    /// The owner's listening-history import `id`: its preview's counts and its progress.
    var musicImport: @Sendable (_ owner: UUID, _ id: UUID) async throws -> MusicImportProgress?
    /// The SQLite search index's key of an entry (nil before its first indexing).
    var searchKey: @Sendable (_ owner: UUID, _ entryID: UUID) async throws -> Int64?

    // MARK: What caches are keyed by (`EntryTotals`)

    /// The kept entry total behind the plain timeline's `total`.
    var total: @Sendable (_ owner: UUID) async throws -> Int
    /// The revision naming the owner's data as the timeline shows it (0 before the first entry).
    var revision: @Sendable (_ owner: UUID) async throws -> Int64

    // MARK: Recaps and suggestions

    /// What a recap of `period` reads (see `MemoryReads+Recaps`).
    package var recap: @Sendable (_ owner: UUID, _ period: SummaryPeriod) async throws -> [RecapEntry]
    /// The owner's latest `limit` tagged entries with when and where they happened.
    var taggedHistory: @Sendable (_ owner: UUID, _ limit: Int) async throws -> [TaggedMoment]

    // MARK: Tags

    /// The owner's tags with their entry counts, as `filter` asks.
    var tags: @Sendable (_ owner: UUID, _ filter: TagFilter) async throws -> [CountedTag]
    /// The name of the owner's tag `id`.
    var tagName: @Sendable (_ owner: UUID, _ id: UUID) async throws -> String?
    /// The id of the owner's tag whose folded name is `matchKey`.
    var tagID: @Sendable (_ owner: UUID, _ matchKey: String) async throws -> UUID?
    /// The entries carrying the owner's tag `tagID`.
    var taggedEntries: @Sendable (_ owner: UUID, _ tagID: UUID) async throws -> [UUID]
    /// The tags on the owner's entry `entryID`, in their order.
    var entryTags: @Sendable (_ owner: UUID, _ entryID: UUID) async throws -> [UUID]

    // MARK: Media

    /// The media of the owner's entries among `entryIDs`, each entry's in position order.
    var media: @Sendable (_ owner: UUID, _ entryIDs: [UUID]) async throws -> [UUID: [MediaRecord]]
    /// The owner's file `id`.
    var file: @Sendable (_ owner: UUID, _ id: UUID) async throws -> StoredFile?
    /// The file `id` whoever owns it: only for a request whose signature names it.
    var signedFile: @Sendable (_ id: UUID) async throws -> StoredFile?

    // MARK: Share links and the reminder

    /// The owner's share links, newest first.
    var shareLinks: @Sendable (_ owner: UUID) async throws -> [ShareLinkRecord]
    /// The link whose token hashes to `tokenDigest`, whatever its state (the token is the access).
    var sharedLink: @Sendable (_ tokenDigest: String) async throws -> ShareLinkRecord?
    /// The owner's daily reminder as set (`.unset` before the first change).
    var reminder: @Sendable (_ owner: UUID) async throws -> DailyReminder

    // MARK: Sweeps, across accounts (the media reconciler's claims, the trash purge)

    /// Every media row's file: id, owner and the thumbnails it lists.
    var allFiles: @Sendable () async throws -> [(id: UUID, owner: UUID, thumbnails: [Int])]
    /// Entries in the trash (deleted before `cutoff`, when given) with their files.
    var trash: @Sendable (_ deletedBefore: Date?) async throws -> [TrashedEntry]
    /// Imports whose uploaded files are still needed (previewed or importing).
    var openImports: @Sendable () async throws -> [(id: UUID, owner: UUID, fileCount: Int)]
}

/// One page of the timeline and how many entries the query matches in all.
struct TimelineSlice: Sendable {
    var items: [EntryRecord]
    var total: Int
}

/// Which tags ``MemoryReads/tags`` lists: those starting with `prefix` (folded), most used
/// first or alphabetical, at most `limit`.
struct TagFilter: Sendable {
    var prefix: String?
    var orderByUse: Bool
    var limit: Int?

    static let all = TagFilter(prefix: nil, orderByUse: false, limit: nil)
}

/// A tag with the number of entries carrying it.
struct CountedTag: Sendable, Equatable {
    var id: UUID
    var name: String
    var count: Int
}

/// A stored file of an entry, as serving it needs (see `EntryMedia` for the row).
struct StoredFile: Sendable {
    var id: UUID
    var owner: UUID
    var contentType: String
    var originalName: String?
    /// Long edges of the thumbnails that exist.
    var thumbnails: [Int]
}
