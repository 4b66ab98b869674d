import Foundation
import MemoryKit
@testable import MemoryClient

/// An `OutboxTransmitting` that answers from a script and records every try.
actor FakeTransmitter: OutboxTransmitting {
    struct Call: Equatable {
        var operation: OutboxOperation
        var entryID: String?
        var idempotencyKey: String?
        var title: String?
        var filenames: [String]
    }

    private(set) var calls: [Call] = []
    /// Answers in order for each try; when empty, every try is delivered.
    private var script: [TransmitOutcome] = []
    /// Answers by title (a refusal for one particular entry).
    private var byTitle: [String: TransmitOutcome] = [:]
    private var nextServerID = 0
    /// Runs during a create, as the transport would while sending bytes.
    var duringCreate: (@Sendable () async -> Void)?

    func answer(_ outcomes: TransmitOutcome...) { script += outcomes }
    func answer(title: String, with outcome: TransmitOutcome) { byTitle[title] = outcome }
    func setDuringCreate(_ action: @escaping @Sendable () async -> Void) { duringCreate = action }

    func create(_ draft: EntryDraft, files: [OutboxUpload], idempotencyKey: String) async -> TransmitOutcome {
        calls.append(Call(operation: .create, entryID: nil, idempotencyKey: idempotencyKey, title: draft.title,
                          filenames: files.map(\.filename)))
        UploadProgressReporting.report?(UploadProgress(sentBytes: 5, totalBytes: 10))
        await duringCreate?()
        if let outcome = outcome(title: draft.title) { return outcome }
        nextServerID += 1
        return .delivered(TimelineEntry(
            id: "server-\(nextServerID)", kind: draft.kind, title: draft.title, tags: draft.tags, occurredAt: draft.occurredAt,
            utcOffsetSeconds: draft.utcOffsetSeconds))
    }

    func update(entryID: String, to draft: EntryDraft) async -> TransmitOutcome {
        calls.append(Call(operation: .update, entryID: entryID, idempotencyKey: nil, title: draft.title, filenames: []))
        if let outcome = outcome(title: draft.title) { return outcome }
        return .delivered(TimelineEntry(
            id: entryID, kind: draft.kind, title: draft.title, occurredAt: draft.occurredAt, utcOffsetSeconds: draft.utcOffsetSeconds))
    }

    func delete(entryID: String) async -> TransmitOutcome {
        calls.append(Call(operation: .delete, entryID: entryID, idempotencyKey: nil, title: nil, filenames: []))
        return outcome(title: nil) ?? .delivered(nil)
    }

    private func outcome(title: String?) -> TransmitOutcome? {
        if let title, let outcome = byTitle[title] { return outcome }
        return script.isEmpty ? nil : script.removeFirst()
    }
}

/// A `Reachability` tests switch by hand.
actor FakeReachability: Reachability {
    var path: NetworkPath
    private var continuations: [AsyncStream<NetworkPath>.Continuation] = []

    init(_ path: NetworkPath) { self.path = path }

    func set(_ path: NetworkPath) {
        self.path = path
        for continuation in continuations { continuation.yield(path) }
    }

    func currentPath() async -> NetworkPath { path }

    func paths() async -> AsyncStream<NetworkPath> {
        let (stream, continuation) = AsyncStream.makeStream(of: NetworkPath.self)
        continuations.append(continuation)
        continuation.yield(path)
        return stream
    }
}

/// An account holder tests sign in and out by hand.
final class AccountSwitch: @unchecked Sendable {
    private let lock = NSLock()
    private var current: String?

    init(_ account: String? = "account-a") { current = account }

    var value: String? { lock.withLock { current } }
    func set(_ account: String?) { lock.withLock { current = account } }
}

/// An outbox on an in-memory database and a temporary folder.
struct OutboxFixture {
    let outbox: Outbox
    let transmitter: FakeTransmitter
    let clock: ManualClock
    let account: AccountSwitch
    let database: ClientDatabase
    let files: OutboxFiles
    let folder: URL

    init(
        clock: ManualClock = ManualClock(), reachability: any Reachability = AssumedOnline(),
        policy: UploadPolicy = UploadPolicy(), database: ClientDatabase? = nil, folder: URL? = nil,
        transmitter: FakeTransmitter = FakeTransmitter()
    ) throws {
        let folder = try folder ?? temporaryFolder()
        let database = try database ?? ClientDatabase.inMemory()
        let account = AccountSwitch()
        let files = try OutboxFiles(directory: folder.appendingPathComponent("outbox"))
        self.init(
            outbox: Outbox(
                database: database, files: files, transmitter: transmitter, environment: clock.environment(),
                reachability: reachability, policy: { policy }, account: { account.value },
                retry: RetryPolicy(base: 2, cap: 60)),
            transmitter: transmitter, clock: clock, account: account, database: database, files: files, folder: folder)
    }

    private init(
        outbox: Outbox, transmitter: FakeTransmitter, clock: ManualClock, account: AccountSwitch, database: ClientDatabase,
        files: OutboxFiles, folder: URL
    ) {
        self.outbox = outbox
        self.transmitter = transmitter
        self.clock = clock
        self.account = account
        self.database = database
        self.files = files
        self.folder = folder
    }

    func text(_ title: String, at offset: TimeInterval = 0) -> EntryDraft {
        EntryDraft(kind: .text, title: title, text: "body of \(title)", occurredAt: clock.now.addingTimeInterval(offset), utcOffsetSeconds: 10800)
    }

    func photo(_ title: String) -> EntryDraft {
        EntryDraft(kind: .photo, title: title, occurredAt: clock.now, utcOffsetSeconds: 10800)
    }

    /// Files left in the outbox's folder.
    func storedFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: files.directory.path)) ?? []).sorted()
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: folder)
    }
}
