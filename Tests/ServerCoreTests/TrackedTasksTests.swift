import NIOConcurrencyHelpers
import ServerCore
import Testing
import Vapor

/// Work a request leaves running must not outlive its application: a task reading the database of
/// a shut-down application crashed the whole test process ("Core not configured").
@Suite("Background work started by a request: shutdown waits for it")
struct TrackedTasksTests {
    @Test("shutdown waits for a running task, and starts none after it began")
    func shutdownWaits() async throws {
        // setup
        let app = try await Application.make(.testing)
        let finished = NIOLockedValueBox(false)
        let started = AsyncStream<Void>.makeStream()
        app.runInBackground {
            started.continuation.yield()
            try? await Task.sleep(for: .milliseconds(300))
            finished.withLockedValue { $0 = true }
        }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()
        // act
        try await app.asyncShutdown()
        let ranAfterShutdown = NIOLockedValueBox(false)
        app.runInBackground { ranAfterShutdown.withLockedValue { $0 = true } }
        try await Task.sleep(for: .milliseconds(50))
        // check
        #expect(finished.withLockedValue { $0 }, "shutdown returned before the task finished")
        #expect(!ranAfterShutdown.withLockedValue { $0 }, "a task started after shutdown")
    }
}
