import Fluent
import Foundation
import NIOConcurrencyHelpers
@testable import ServerCore
import ServerTestSupport
import SQLKit
import Testing
import Vapor

/// Jobs after a worker dies: a restarted instance takes its own claims back at once, any other
/// instance after the short lease, and a job that is still running keeps its claim by heartbeat.
/// (The same suite runs on PostgreSQL in `make test-postgres`.)
@Suite("Job claims: short leases, heartbeats, an instance's own claims back at restart")
struct JobLeaseTests {
    /// Polls `condition` until it holds or `seconds` pass.
    private func eventually(within seconds: TimeInterval, _ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try await condition()
    }

    @Test("An instance killed while holding a job runs it as soon as it starts again, not after the lease")
    func restartTakesBackItsClaim() async throws {
        try await withRestartableSuiteApp { launch in
            // setup: the first start claims a job and dies holding it (nothing lets go of it)
            try await launch { app in
                try await app.jobs.enqueue("test.note", payload: "kept", on: app.db, now: app.clock())
                // Stamped an hour ahead: its lease cannot run out during the test, so only the
                // restart's reclaim can bring it back.
                let claimed = try await app.jobs.claim(on: app.db, now: app.clock().addingTimeInterval(3600))
                #expect(claimed?.payload == "kept")
            }
            // act: the same instance (same data directory) starts again
            try await launch { app in
                let ran = NIOLockedValueBox<[String]>([])
                app.jobs.register("test.note") { payload, _ in ran.withLockedValue { $0.append(payload) } }
                app.startJobWorker(pollInterval: .milliseconds(50))
                try await app.asyncBoot()
                // check
                // (ran, then done: the worker deletes the row once the handler returned)
                #expect(try await eventually(within: 10) {
                    guard ran.withLockedValue({ $0 }) == ["kept"] else { return false }
                    return try await JobRecord.query(on: app.db).count() == 0
                })
            }
        }
    }

    @Test("A kick per upload runs what is due with at most one drain per core, and none is lost")
    func kicksAreBounded() async throws {
        try await withSuiteApp { app in
            // setup: twelve jobs that each take a moment, as a burst of uploads leaves them
            let running = NIOLockedValueBox<(now: Int, most: Int, done: [String])>((0, 0, []))
            app.jobs.register("test.slow") { payload, _ in
                running.withLockedValue { $0.now += 1; $0.most = max($0.most, $0.now) }
                try await Task.sleep(for: .milliseconds(30))
                running.withLockedValue { $0.now -= 1; $0.done.append(payload) }
            }
            for index in 1...12 {
                try await app.jobs.enqueue("test.slow", payload: "job \(index)", on: app.db, now: app.clock())
            }
            // act: one kick per upload
            for _ in 1...12 { app.runDueJobSoon() }
            // check
            #expect(try await eventually(within: 10) { running.withLockedValue { $0.done.count } == 12 })
            #expect(running.withLockedValue { $0.most } <= app.jobs.kickLimit, "never more claims held than drains allowed")
            // A kick after the drains ended starts one again.
            try await app.jobs.enqueue("test.slow", payload: "late", on: app.db, now: app.clock())
            app.runDueJobSoon()
            #expect(try await eventually(within: 10) { running.withLockedValue { $0.done.contains("late") } })
        }
    }

    @Test("Another instance takes over a dead instance's job once the short lease passed, not before")
    func otherInstanceAfterLease() async throws {
        try await withTwoSuiteApps([]) { first, second in
            // setup: the first instance claims and then dies (no heartbeat renews its claim)
            try await first.jobs.enqueue("test.note", payload: "orphan", on: first.db, now: first.clock())
            let claimedAt = Date()
            let claimed = try #require(try await first.jobs.claim(on: first.db, now: claimedAt))
            // act
            let early = try await second.jobs.claim(on: second.db, now: claimedAt.addingTimeInterval(first.jobs.lease - 1))
            let late = try await second.jobs.claim(on: second.db, now: claimedAt.addingTimeInterval(first.jobs.lease + 1))
            // check
            #expect(early == nil)
            #expect(late?.id == claimed.id)
            #expect(late?.attempts == 2)
            #expect(first.jobs.lease <= 10, "a dead worker's job waits at most 10 s for someone else")
        }
    }

    @Test("A job that runs longer than the lease keeps its claim by heartbeat: nobody else starts it")
    func heartbeatKeepsClaim() async throws {
        try await withSuiteApp { app in
            // setup: two workers with a short lease over one database
            let holder = JobQueue(lease: 0.6, owner: "holder")
            let other = JobQueue(lease: 0.6, owner: "other")
            let release = AsyncStream<Void>.makeStream()
            let started = NIOLockedValueBox(false)
            holder.register("test.slow") { _, _ in
                started.withLockedValue { $0 = true }
                for await _ in release.stream { return }
            }
            try await holder.enqueue("test.slow", payload: "", on: app.db, now: app.clock())
            let claimedAt = Date()
            let running = Task { try await holder.runNext(app: app) }
            #expect(try await eventually(within: 5) { started.withLockedValue { $0 } })
            // act: wait until the heartbeat renewed the claim past the first lease's end
            var renewedAt = Date.distantPast
            let renewed = try await eventually(within: 10) {
                renewedAt = try await JobRecord.query(on: app.db).first()?.lockedAt ?? .distantPast
                return renewedAt > claimedAt.addingTimeInterval(holder.lease)
            }
            // Another worker looking within the renewed lease (a busy machine may delay the next
            // heartbeat, so the time is the renewal's, not the wall clock's).
            let takenOver = try await other.claim(on: app.db, now: renewedAt.addingTimeInterval(holder.lease / 2))
            release.continuation.yield()
            release.continuation.finish()
            _ = try await running.value
            // check
            #expect(renewed)
            #expect(takenOver == nil)
            #expect(try await JobRecord.query(on: app.db).count() == 0)
        }
    }
}
