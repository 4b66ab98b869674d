import Foundation
import Synchronization
import Testing

@testable import Imaging

/// The bounded executor for heavy image work: its bound, its order, and how it stops.
@Suite("Media work")
struct MediaWorkTests {
    @Test("never more jobs at once than its threads, and every job runs")
    func bound() async throws {
        // setup
        let work = MediaWork(threadLimit: 2)
        let probe = Probe()
        // act
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<6 {
                group.addTask { try await work.run(.background) { probe.hold("job \(index)") } }
            }
            try await until { probe.started == 2 && work.queued == 4 }
            probe.release(6)
            try await group.waitForAll()
        }
        // check
        #expect(probe.mostAtOnce == 2)
        #expect(probe.finished.count == 6)
    }

    @Test("an upload queued after background work runs before it; first in, first out within a priority")
    func uploadsFirst() async throws {
        // setup: one thread, held by a job, so everything after it waits in the queue
        let work = MediaWork(threadLimit: 1)
        let probe = Probe()
        let blocker = Task { try await work.run(.background) { probe.hold("blocker") } }
        try await until { probe.started == 1 }
        var waiting: [Task<Void, any Error>] = []
        for (name, priority) in [("b1", MediaWork.Priority.background), ("b2", .background), ("u1", .upload), ("u2", .upload)] {
            waiting.append(Task { try await work.run(priority) { probe.hold(name) } })
            try await until { work.queued == waiting.count }
        }
        // act
        probe.release(5)
        try await blocker.value
        for task in waiting { try await task.value }
        // check
        #expect(probe.finished == ["blocker", "u1", "u2", "b1", "b2"])
    }

    @Test("a job cancelled while queued never runs and throws CancellationError")
    func cancelledWhileQueued() async throws {
        // setup
        let work = MediaWork(threadLimit: 1)
        let probe = Probe()
        let blocker = Task { try await work.run(.background) { probe.hold("blocker") } }
        try await until { probe.started == 1 }
        let queued = Task { try await work.run(.upload) { probe.hold("cancelled") } }
        try await until { work.queued == 1 }
        // act
        queued.cancel()
        let result = await queued.result
        probe.release(2)
        try await blocker.value
        await work.shutdown()
        // check
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(work.queued == 0)
        #expect(probe.finished == ["blocker"])
    }

    @Test("shutdown refuses new work, lets queued work finish, then returns")
    func shutdown() async throws {
        // setup
        let work = MediaWork(threadLimit: 1)
        let probe = Probe()
        let blocker = Task { try await work.run(.background) { probe.hold("blocker") } }
        try await until { probe.started == 1 }
        let queued = Task { try await work.run(.background) { probe.hold("queued") } }
        try await until { work.queued == 1 }
        // act
        let stopping = Task {
            await work.shutdown()
            return probe.finished
        }
        try await until { work.isShuttingDown }
        let refused = await Task { try await work.run(.upload) { probe.hold("late") } }.result
        probe.release(2)
        let finishedWhenStopped = await stopping.value
        // check
        #expect(throws: MediaWork.ShutDown.self) { try refused.get() }
        #expect(finishedWhenStopped == ["blocker", "queued"])
        try await blocker.value
        try await queued.value
    }

    @Test("the processor's async decode runs on its executor and still refuses a damaged file")
    func processorUsesItsWork() async throws {
        // setup
        let work = MediaWork(threadLimit: 1)
        let processor = try ImageProcessor(work: work)
        let original = try fixture("DSCN0010.jpg")
        let url = try temporaryFile(original.prefix(original.count / 3), name: "work-third.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let whole = try await processor.verifiedMetadata(ofFileAt: try fixtureURL("DSCN0010.jpg"), priority: .upload)
        let error = await #expect(throws: ImagingError.self) {
            try await processor.verifiedMetadata(ofFileAt: url, priority: .upload)
        }
        await work.shutdown()
        // check: the executor is the one given, so after its shutdown the processor is refused
        #expect(whole.width == 640 && whole.height == 480)
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
        await #expect(throws: MediaWork.ShutDown.self) {
            try await processor.thumbnail(of: original, longEdge: 64, priority: .background)
        }
    }

    /// Polls `condition` until it holds, failing after 30 seconds instead of hanging. The bound is
    /// generous on purpose: with 1,200 tests on two cores, the cooperative pool that starts the
    /// tasks under test can be busy for tens of seconds (CI saw 21 s before the first test ended).
    private func until(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("condition not met within 30 s")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// Jobs that wait at a gate the test opens, recording how many ran at once and in which order.
/// A job held longer than a minute goes on by itself: a test that failed before opening the gate
/// must end in a failure, not hold its task group (and the whole run) forever.
private final class Probe: Sendable {
    private struct State {
        var started = 0
        var running = 0
        var mostAtOnce = 0
        var finished: [String] = []
    }

    private let state = Mutex(State())
    private let gate = DispatchSemaphore(value: 0)

    var started: Int { state.withLock { $0.started } }
    var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }
    var finished: [String] { state.withLock { $0.finished } }

    func hold(_ name: String) {
        state.withLock { state in
            state.started += 1
            state.running += 1
            state.mostAtOnce = max(state.mostAtOnce, state.running)
        }
        _ = gate.wait(timeout: .now() + .seconds(60))
        state.withLock { state in
            state.running -= 1
            state.finished.append(name)
        }
    }

    func release(_ count: Int) {
        for _ in 0..<count { gate.signal() }
    }
}
