import Foundation
import GRDB
import MemoryKit

/// Why a change could not be queued or acted on.
public enum OutboxError: Error, Equatable, Sendable {
    /// Nobody is signed in: changes belong to an account.
    case signedOut
    case unknownItem(String)
    /// The item is on its way (or already there); it can no longer be cancelled.
    case notCancellable(OutboxState)
    /// A delete that reached the server cannot be taken back (its files are gone).
    case cannotUndoDelete
    /// Only refused items can be retried by hand (waiting ones retry by themselves).
    case notFailed(OutboxState)
}

/// What the outbox looks like now: the list a screen shows.
public struct OutboxSnapshot: Equatable, Sendable {
    /// The signed-in account's items, oldest first.
    public var items: [OutboxItem]
    /// Upload progress of the items being sent.
    public var progress: [String: UploadProgress]
    /// Why nothing is being sent now, when that is so.
    public var pause: OutboxPause?
    /// Items of other accounts on this device, kept until those accounts sign in again.
    public var heldForOtherAccounts: Int

    public var pending: [OutboxItem] { items.filter(\.isPending) }
    public var failed: [OutboxItem] { items.filter { $0.state == .failed } }
    public var sent: [OutboxItem] { items.filter { $0.state == .sent } }
}

/// Counts of an account's items by state, and the upload in flight.
public struct OutboxTally: Equatable, Sendable {
    public var counts: [OutboxState: Int]
    public var uploading: UploadProgress?
    public var pause: OutboxPause?

    public var pending: Int { (counts[.waiting] ?? 0) + (counts[.sending] ?? 0) }
}

/// The offline write queue (docs/apps/memory.md#offline): every create, edit and delete goes through it.
///
/// Items live in SQLite with their files in the outbox's folder, so a crash, a reboot or a dead
/// network loses none; each create carries one `Idempotency-Key` on every try, so none arrives
/// twice. Items go in order, each with exponential backoff and jitter after a failure; an item
/// the server refuses for good stops with the server's reason while the others keep going; a
/// server that cannot be reached pauses the whole queue instead of burning every item's tries.
public actor Outbox {
    let database: ClientDatabase
    let files: OutboxFiles
    let transmitter: any OutboxTransmitting
    let environment: ClientEnvironment
    let reachability: any Reachability
    let policy: @Sendable () -> UploadPolicy
    let account: @Sendable () async -> String?
    let retry: RetryPolicy
    /// Unreachable server: the pause and how many times in a row it happened.
    var pause: OutboxPause?
    var unreachableStreak = 0
    /// Upload progress, written from the transport's side as bytes go out.
    let progress = ProgressBoard()
    var deliveryHandlers: [@Sendable (OutboxItem, TimelineEntry?) async -> Void] = []
    private var observers: [UUID: AsyncStream<OutboxSnapshot>.Continuation] = [:]
    var wakeUp: AsyncStream<Void>.Continuation?
    /// How long sent items stay listed (for the "sent" state and for undo).
    public static let sentRetention: TimeInterval = 24 * 3600

    public init(
        database: ClientDatabase, files: OutboxFiles, transmitter: any OutboxTransmitting,
        environment: ClientEnvironment = .live, reachability: any Reachability = AssumedOnline(),
        policy: @escaping @Sendable () -> UploadPolicy = { UploadPolicy() },
        account: @escaping @Sendable () async -> String?, retry: RetryPolicy = RetryPolicy()
    ) {
        self.database = database
        self.files = files
        self.transmitter = transmitter
        self.environment = environment
        self.reachability = reachability
        self.policy = policy
        self.account = account
        self.retry = retry
    }

    /// Puts the outbox back in order after the process that sent died: an item that was being
    /// sent goes back to waiting (its key makes the resend safe), sent items older than a day
    /// are pruned, and files no item points to are swept once they are an hour old (younger
    /// ones may belong to an item another process is storing right now).
    ///
    /// Call it once per launch, from the one process that sends (a command line takes a lock).
    public func recover() async throws {
        let now = environment.now()
        let referenced = try await database.writer.write { db -> Set<String> in
            try OutboxItem.filter(Column("state") == OutboxState.sending.rawValue)
                .updateAll(db, Column("state").set(to: OutboxState.waiting.rawValue))
            try OutboxItem.filter(Column("state") == OutboxState.sent.rawValue)
                .filter(Column("sentAt") < now.addingTimeInterval(-Self.sentRetention)).deleteAll(db)
            let kept = try OutboxItem.filter(Column("state") != OutboxState.sent.rawValue).fetchAll(db)
            return Set(kept.flatMap(\.attachments).map(\.storedName))
        }
        files.sweep(keeping: referenced, olderThan: now.addingTimeInterval(-3600))
        await notify()
    }

    /// Runs `handler` after every item the server accepted (the read cache learns the entry).
    public func onDelivery(_ handler: @escaping @Sendable (OutboxItem, TimelineEntry?) async -> Void) {
        deliveryHandlers.append(handler)
    }

    // MARK: Reading

    /// One item, whatever its account.
    public func item(_ id: String) throws -> OutboxItem? {
        try database.writer.read { db in try OutboxItem.fetchOne(db, key: id) }
    }

    /// The signed-in account's items now.
    public func snapshot() async -> OutboxSnapshot {
        let account = await account()
        let (items, others) = (try? await database.writer.read { db -> ([OutboxItem], Int) in
            let all = try OutboxItem.order(Column("sequence")).fetchAll(db)
            return (all.filter { $0.account == account }, all.filter { $0.account != account && $0.isPending }.count)
        }) ?? ([], 0)
        return OutboxSnapshot(items: items, progress: progress.all, pause: pause, heldForOtherAccounts: others)
    }

    /// How many of the signed-in account's items are in each state, counted by SQLite (cheap
    /// enough for a progress bar over an import of thousands), with the upload in flight.
    public func tally() async -> OutboxTally {
        let account = await account()
        let counts = (try? await database.writer.read { db in
            try Dictionary(
                Row.fetchAll(
                    db, sql: "SELECT state, COUNT(*) AS n FROM \(OutboxItem.databaseTableName) WHERE account = ? GROUP BY state",
                    arguments: [account]
                ).map { (OutboxState(rawValue: $0["state"]) ?? .waiting, $0["n"] as Int) },
                uniquingKeysWith: +)
        }) ?? [:]
        return OutboxTally(counts: counts, uploading: progress.all.values.first, pause: pause)
    }

    /// The snapshot now and after every change.
    public func updates() async -> AsyncStream<OutboxSnapshot> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: OutboxSnapshot.self, bufferingPolicy: .bufferingNewest(1))
        observers[id] = continuation
        continuation.yield(await snapshot())
        continuation.onTermination = { _ in Task { await self.removeObserver(id) } }
        return stream
    }

    private func removeObserver(_ id: UUID) { observers[id] = nil }

    func notify() async {
        guard !observers.isEmpty else { return }
        let snapshot = await snapshot()
        for observer in observers.values { observer.yield(snapshot) }
    }

    /// Wakes a running `run()` loop (new item, retry, network or session change).
    public func poke() {
        wakeUp?.yield()
    }

    // MARK: Storage helpers

    static func nextSequence(_ db: Database) throws -> Int64 {
        (try Int64.fetchOne(db, sql: "SELECT MAX(sequence) FROM \(OutboxItem.databaseTableName)") ?? 0) + 1
    }

    static func requireItem(_ id: String, _ db: Database) throws -> OutboxItem {
        guard let item = try OutboxItem.fetchOne(db, key: id) else { throw OutboxError.unknownItem(id) }
        return item
    }

    func change(_ id: String, _ edit: @Sendable (inout OutboxItem) -> Void) throws -> OutboxItem {
        let now = environment.now()
        return try database.writer.write { db in
            var item = try Self.requireItem(id, db)
            edit(&item)
            item.updatedAt = now
            try item.update(db)
            return item
        }
    }
}

/// Progress of the uploads in flight. A lock, not the actor: the transport reports from its own
/// task, and a screen must see the bytes counted so far without waiting for the actor.
final class ProgressBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var progress: [String: UploadProgress] = [:]

    var all: [String: UploadProgress] { lock.withLock { progress } }

    /// Records `update`; true when it moved far enough for a screen to show a new frame.
    func record(_ update: UploadProgress, for id: String) -> Bool {
        lock.withLock {
            let old = progress[id]
            guard old == nil || update.sentBytes > old!.sentBytes else { return false }
            progress[id] = update
            guard let before = old?.fraction, let after = update.fraction, after < 1 else { return true }
            return after - before >= 0.02
        }
    }

    func remove(_ id: String) {
        lock.withLock { progress[id] = nil }
    }
}
