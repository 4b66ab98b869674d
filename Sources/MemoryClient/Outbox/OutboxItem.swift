import Foundation
import GRDB
import MemoryKit

/// What an outbox item does on the server.
public enum OutboxOperation: String, Codable, Sendable {
    case create, update, delete
}

/// Where an outbox item stands. Every state is visible to the person (docs/apps/memory.md#offline).
public enum OutboxState: String, Codable, Sendable {
    /// Queued: waits for its turn, the network, or the backoff after a failed try.
    case waiting
    /// Being sent now (with upload progress for files).
    case sending
    /// On the server. Kept a day for the list and for undo, then pruned.
    case sent
    /// Refused for good (a 4xx such as 422); `failure` holds the server's reason. Retry or cancel.
    case failed
}

/// A refusal as the person sees it: the server's code and its sentence.
public struct OutboxFailure: Codable, Equatable, Hashable, Sendable {
    public var status: Int?
    public var code: String
    public var message: String

    public init(status: Int?, code: String, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }
}

/// A media file the outbox holds in its own folder until the entry is on the server.
public struct OutboxAttachment: Codable, Equatable, Hashable, Sendable {
    /// The file's name in `OutboxFiles`.
    public var storedName: String
    /// The name the file had when it was added (sent as the part's filename).
    public var originalName: String
    public var byteSize: Int64

    public init(storedName: String, originalName: String, byteSize: Int64) {
        self.storedName = storedName
        self.originalName = originalName
        self.byteSize = byteSize
    }
}

/// One change waiting for (or done with) the server. Kept in SQLite, so a crash, a reboot or a
/// lost connection neither loses it nor sends it twice: `id` is the `Idempotency-Key` of a
/// create, the same on every try, across restarts.
public struct OutboxItem: Codable, Equatable, Identifiable, Sendable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "outbox_items"

    public var id: String
    /// The account the change belongs to; only that account's session sends it.
    public var account: String
    /// Order of arrival: changes reach the server in the order they were made.
    public var sequence: Int64
    public var operation: OutboxOperation
    /// The entry: the server's id, or for a create (and changes to it before it is sent) the
    /// local id, which is the create's own `id`.
    public var entryID: String
    /// The create this change waits for (an edit or delete of an entry still being created).
    public var dependsOn: String?
    /// The fields to send (create and update).
    public var draft: EntryDraft?
    /// The fields before an update, so the update can be undone.
    public var previous: EntryDraft?
    public var attachments: [OutboxAttachment]
    public var state: OutboxState
    /// Tries that reached the server or failed on their own (not those lost to a dead network).
    public var attempts: Int
    public var nextAttemptAt: Date
    /// Why the last try did not get through (shown while waiting).
    public var lastError: String?
    public var failure: OutboxFailure?
    /// The entry's server id once a create is sent.
    public var serverEntryID: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var sentAt: Date?

    /// Bytes of the files to upload.
    public var byteSize: Int64 { attachments.reduce(0) { $0 + $1.byteSize } }

    /// Not yet on the server and not refused: what "the outbox is empty" counts.
    public var isPending: Bool { state == .waiting || state == .sending }
}

/// Which source files an import already queued (so running an import again, after an
/// interruption or on a folder that grew, adds only what is new).
struct ImportLedger: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "import_ledger"
    var source: String
    var account: String
    var itemID: String
    var importedAt: Date
}
