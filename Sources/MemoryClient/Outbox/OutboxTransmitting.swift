import Foundation
import MemoryKit

/// A file of a create, read from the outbox's folder.
public struct OutboxUpload: Sendable {
    public var filename: String
    public var data: Data

    public init(filename: String, data: Data) {
        self.filename = filename
        self.data = data
    }
}

/// What became of one try.
public enum TransmitOutcome: Equatable, Sendable {
    /// Done on the server (for a create or an update, the entry as it now stands; nil for a delete).
    case delivered(TimelineEntry?)
    /// Worth another try later: the server was busy (429/503), failed (5xx), or the same
    /// request is still running there (409 `idempotency_key_in_use`). `after` is the server's wish.
    case retryLater(reason: String, after: TimeInterval?)
    /// The server could not be reached at all: the whole outbox waits, not just this item.
    case unreachable(reason: String)
    /// Refused for good (400, 404, 413, 415, 422): it will not go through as it is.
    case refused(ServerProblem)
    /// No session left (the refresh was refused): the item waits for its account.
    case signedOut
}

/// Sends outbox items. The outbox only knows this protocol; tests fake it, apps use
/// `APIOutboxTransmitter` over the Memory contract.
public protocol OutboxTransmitting: Sendable {
    func create(_ draft: EntryDraft, files: [OutboxUpload], idempotencyKey: String) async -> TransmitOutcome
    func update(entryID: String, to draft: EntryDraft) async -> TransmitOutcome
    func delete(entryID: String) async -> TransmitOutcome
}
