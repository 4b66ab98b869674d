import DisposableKit
import Foundation
import GRDB
import Testing

@Suite("Upload queue: survives restarts, backs off with jitter, never queues more than the shots left")
struct UploadQueueTests {
    @Test("a shot is sent once with its client photo id; its bytes go once it is done")
    func sends() async throws {
        // setup
        let harness = try QueueHarness()
        let queue = try harness.open()
        let shot = try await queue.enqueue(eventId: harness.event, photo: Data("jpeg".utf8), takenAt: harness.clock.now(), shotsLeft: 3)
        // act
        let tries = try await queue.processDue()
        let items = try await queue.items(eventId: harness.event)
        // check
        #expect(tries == 1)
        #expect(harness.uploader.received.map(\.clientPhotoId) == [shot.clientPhotoId])
        #expect(items.first?.state == .done && items.first?.remotePhotoId != nil)
        #expect(throws: (any Error).self) { try harness.files.read(name: shot.fileName) }
    }

    @Test("never more queued than shots left")
    func limit() async throws {
        // setup
        let harness = try QueueHarness()
        let queue = try harness.open()
        harness.uploader.outcomes = [.retryLater(reason: "offline")]
        // act
        for _ in 0..<2 { try await queue.enqueue(eventId: harness.event, photo: Data([1]), takenAt: harness.clock.now(), shotsLeft: 2) }
        // check
        await #expect(throws: UploadQueueError.noShotsLeft) {
            try await queue.enqueue(eventId: harness.event, photo: Data([1]), takenAt: harness.clock.now(), shotsLeft: 2)
        }
        #expect(try await queue.activeCount(eventId: harness.event) == 2)
    }

    @Test("a failed try waits its backoff, then the same shot goes again with the same id")
    func backoff() async throws {
        // setup
        let harness = try QueueHarness()
        let queue = try harness.open()
        harness.uploader.outcomes = [.retryLater(reason: "offline"), .retryLater(reason: "HTTP 503")]
        let shot = try await queue.enqueue(eventId: harness.event, photo: Data([7]), takenAt: harness.clock.now(), shotsLeft: 1)
        // act
        try await queue.processDue()
        let afterFirst = try await queue.items(eventId: harness.event).first
        let early = try await queue.processDue()
        harness.clock.advance(by: 1.5)  // 2 s base · jitter 0.75 = 1.5 s
        try await queue.processDue()
        harness.clock.advance(by: 3)  // 4 s · 0.75
        try await queue.processDue()
        // check
        #expect(afterFirst?.state == .pending && afterFirst?.lastError == "offline")
        #expect(afterFirst?.nextAttemptAt == harness.start.addingTimeInterval(1.5))
        #expect(early == 0, "not before its time")
        #expect(harness.uploader.received.map(\.clientPhotoId) == [shot.clientPhotoId, shot.clientPhotoId, shot.clientPhotoId])
        #expect(try await queue.items(eventId: harness.event).first?.state == .done)
    }

    @Test("a refusal fails the shot for good until retried by hand; discarding frees its place")
    func refused() async throws {
        // setup
        let harness = try QueueHarness()
        let queue = try harness.open()
        harness.uploader.outcomes = [.rejected(code: "event_ended")]
        let shot = try await queue.enqueue(eventId: harness.event, photo: Data([1]), takenAt: harness.clock.now(), shotsLeft: 1)
        // act
        try await queue.processDue()
        let failed = try await queue.items(eventId: harness.event).first
        try await queue.discard(shot.clientPhotoId)
        // check
        #expect(failed?.state == .failed && failed?.lastError == "event_ended")
        #expect(try await queue.items(eventId: harness.event).isEmpty)
    }

    @Test("killed mid-upload: reopening the queue puts the shot back in line, bytes intact")
    func restart() async throws {
        // setup: a queue whose upload never returns, as if the app died during it
        let harness = try QueueHarness()
        let queue = try harness.open()
        harness.uploader.hang = true
        let shot = try await queue.enqueue(eventId: harness.event, photo: Data("photo".utf8), takenAt: harness.clock.now(), shotsLeft: 1)
        let sending = Task { try await queue.processDue() }
        // Wait for the upload to be under way (its state is written before it starts), not a fixed time.
        while harness.uploader.received.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        let during = try await queue.items(eventId: harness.event).first?.state
        // act: a new process opens the same database; the killed one's upload never returns (its
        // uploader keeps hanging), so only the new process can finish the shot
        let restarted = ScriptedUploader()
        let reopened = try harness.open(uploader: restarted)
        let state = try await reopened.items(eventId: harness.event).first?.state
        try await reopened.processDue()
        let after = try await reopened.items(eventId: harness.event).first?.state
        // check
        #expect(during == .uploading)
        #expect(state == .pending)
        #expect(restarted.received.last?.data == Data("photo".utf8))
        #expect(after == .done)
        #expect((harness.uploader.received + restarted.received).allSatisfy { $0.clientPhotoId == shot.clientPhotoId })
        sending.cancel()
    }
}

/// A queue on a temporary SQLite file with a pinned clock, fixed jitter and a scripted uploader.
final class QueueHarness: @unchecked Sendable {
    let start = Date(timeIntervalSince1970: 1_781_445_600)
    let event = UUID()
    let clock: ManualClock
    let uploader = ScriptedUploader()
    let files: DirectoryPhotoFileStore
    let databasePath: String

    init() throws {
        clock = ManualClock(start)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString)")
        files = try DirectoryPhotoFileStore(directory: directory.appendingPathComponent("photos"))
        databasePath = directory.appendingPathComponent("queue.sqlite").path
    }

    func open(uploader: ScriptedUploader? = nil) throws -> UploadQueue {
        let environment = DisposableEnvironment(
            now: clock.now, sleep: { _ in }, random: { 0.5 }, makeID: { UUID() })
        // Two processes on one file (the killed one may not have let go yet) wait for the lock.
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        return try UploadQueue(database: try DatabaseQueue(path: databasePath, configuration: configuration), files: files, uploader: uploader ?? self.uploader,
                               environment: environment)
    }
}

final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ start: Date) { current = start }
    var now: @Sendable () -> Date { { [self] in lock.withLock { current } } }
    func advance(by seconds: TimeInterval) { lock.withLock { current += seconds } }
}

final class ScriptedUploader: PhotoUploading, @unchecked Sendable {
    private let lock = NSLock()
    private var log: [UploadRequest] = []
    var outcomes: [UploadOutcome] = []
    var hang = false

    var received: [UploadRequest] { lock.withLock { log } }

    func upload(_ request: UploadRequest) async -> UploadOutcome {
        lock.withLock { log.append(request) }
        // A cancelled wait ends (the test is over) instead of spinning on a sleep that throws at once.
        while lock.withLock({ hang }) && !Task.isCancelled { try? await Task.sleep(for: .milliseconds(10)) }
        return lock.withLock { outcomes.isEmpty ? .stored(photoId: UUID()) : outcomes.removeFirst() }
    }
}
