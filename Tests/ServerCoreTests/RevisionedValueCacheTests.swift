import Foundation
import ServerCore
import Testing

@Suite("Values remembered while an account's revision stands")
struct RevisionedValueCacheTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Counts how often a value had to be computed.
    actor Counter {
        var made = 0
        func make(_ value: String) -> String {
            made += 1
            return value
        }
    }

    @Test("the same revision is answered from memory; a new revision, or age past maxAge, computes again")
    func revisionAndAge() async throws {
        let cache = RevisionedValueCache(maxAge: 60)
        let counter = Counter()
        #expect(try await cache.value("a tags", revision: 1, now: start) { await counter.make("v1") } == "v1")
        #expect(try await cache.value("a tags", revision: 1, now: start + 30) { await counter.make("other") } == "v1")
        #expect(await counter.made == 1)
        #expect(try await cache.value("a tags", revision: 2, now: start + 31) { await counter.make("v2") } == "v2")
        #expect(try await cache.value("a tags", revision: 2, now: start + 92) { await counter.make("v3") } == "v3")
        #expect(await counter.made == 3)
    }

    @Test("keys are separate, a value of another type is not returned, a failure stores nothing")
    func keysTypesAndFailures() async throws {
        let cache = RevisionedValueCache()
        _ = try await cache.value("a", revision: 1, now: start) { "text" }
        #expect(try await cache.value("b", revision: 1, now: start) { "b" } == "b")
        #expect(try await cache.value("a", revision: 1, now: start) { 42 } == 42)
        struct Failure: Error {}
        await #expect(throws: Failure.self) {
            try await cache.value("c", revision: 1, now: start) { () async throws -> String in throw Failure() }
        }
        #expect(try await cache.value("c", revision: 1, now: start) { "made" } == "made")
    }

    @Test("requests missing together wait for one computation instead of each making the value")
    func missesShareOneComputation() async throws {
        // setup: a slow computation, so the others arrive while it runs
        let cache = RevisionedValueCache()
        let counter = Counter()
        // act
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    try await cache.value("summary", revision: 7, now: start) {
                        try await Task.sleep(for: .milliseconds(300))
                        return await counter.make("month")
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        // check
        #expect(values == Array(repeating: "month", count: 10))
        #expect(await counter.made == 1)
    }

    @Test("when the shared computation fails, the one that ran it sees the error and the others compute their own")
    func failedComputationIsNotShared() async throws {
        struct Failure: Error {}
        let cache = RevisionedValueCache()
        let counter = Counter()
        let first = Task {
            try await cache.value("summary", revision: 1, now: start) { () async throws -> String in
                _ = await counter.make("started")
                try await Task.sleep(for: .milliseconds(300))
                throw Failure()
            }
        }
        while await counter.made == 0 { await Task.yield() }  // the first is computing
        let second = try await cache.value("summary", revision: 1, now: start) { "own" }
        #expect(second == "own")
        await #expect(throws: Failure.self) { try await first.value }
    }

    @Test("a full cache drops its older half instead of growing")
    func bounded() async throws {
        let cache = RevisionedValueCache(capacity: 10)
        for index in 0..<25 {
            _ = try await cache.value("k\(index)", revision: 1, now: start + Double(index)) { index }
        }
        #expect(cache.count <= 10)
        #expect(try await cache.value("k24", revision: 1, now: start + 30) { -1 } == 24, "the newest stays")
    }
}
