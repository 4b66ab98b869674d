import Foundation
import HTTPTypes
import Testing

@testable import LaunchLibrary

/// Issue 36: with LL2 unreachable, 12 of the hour's 15 calls were "used" with none reaching LL2,
/// and the app then blamed the hourly limit. A call that gets no answer costs no budget, and the
/// client leaves LL2 alone on its own schedule instead.
@Suite("An unreachable LL2 spends no budget and is retried on its own schedule")
struct UnreachableTests {
    private static let base = URL(string: "https://ll.example/2.2.0/")!

    struct Refused: Error {}

    private static func client(_ transport: InMemoryTransport, clock: TestClock, budget: SlidingWindowBudget) -> LL2Client {
        let configuration = LL2Configuration(
            baseURL: base, freshFor: 60, staleWhileRevalidate: 600, maxThrottleRetries: 0, firstUnreachableWait: 15,
            maximumUnreachableWait: 120)
        return LL2Client(configuration: configuration, transport: transport, clock: clock.clock, budget: budget)
    }

    @Test func failedConnectionsSpendNothingAndNeverReadAsThrottled() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { _, _ in throw Refused() }
        let budget = SlidingWindowBudget(limit: 15)
        let client = Self.client(transport, clock: clock, budget: budget)
        var errors: [LL2Error] = []
        // act: twenty readers over half an hour, each past the back-off
        for _ in 0..<20 {
            do { _ = try await client.data(for: .programs(limit: 10, offset: 0)) } catch let error as LL2Error { errors.append(error) }
            clock.advance(121)
        }
        // check
        #expect(transport.requests.count == 20, "each reader past the back-off tries LL2 once")
        #expect(await budget.used(at: clock.now) == 0, "no call reached LL2, so none is counted")
        #expect(errors.count == 20 && errors.allSatisfy { if case .transport = $0 { true } else { false } })
    }

    @Test func backsOffFifteenSecondsDoublingToTheMaximumThenResetsOnAnAnswer() async throws {
        // setup: LL2 gives no answer to the first three calls, then answers
        let clock = TestClock()
        let transport = InMemoryTransport { _, index in
            if index < 3 { throw Refused() }
            return reply(.ok, body: Data("{}".utf8))
        }
        let budget = SlidingWindowBudget(limit: 15)
        let client = Self.client(transport, clock: clock, budget: budget)
        let endpoint = LL2Endpoint.program(id: 1)
        func attempt() async -> Bool { (try? await client.data(for: endpoint)) != nil }
        // act / check
        #expect(await !attempt())                       // call 1 fails at 0 s: next try at 15 s
        clock.advance(10)
        #expect(await !attempt() && transport.requests.count == 1, "within the back-off, LL2 is not asked")
        #expect(await client.unreachableUntil == clock.now.addingTimeInterval(5))
        clock.advance(5)
        #expect(await !attempt() && transport.requests.count == 2)  // call 2 fails: next in 30 s
        clock.advance(29)
        #expect(await !attempt() && transport.requests.count == 2)
        clock.advance(1)
        #expect(await !attempt() && transport.requests.count == 3)  // call 3 fails: next in 60 s
        clock.advance(60)
        #expect(await attempt() && transport.requests.count == 4, "an answer ends the back-off")
        #expect(await client.unreachableUntil == nil)
        #expect(await budget.used(at: clock.now) == 1, "only the answered call counts")
    }

    @Test func aRelayedCopyIsDatedByItsAge() async throws {
        // setup: this server's mirror relays a copy it saved three years ago (`Age`)
        let clock = TestClock()
        let age = 3 * 365 * 86_400
        let transport = InMemoryTransport { _, _ in reply(.ok, [.age: String(age)], body: Data("{}".utf8)) }
        let cache = MemoryResponseCache()
        let client = LL2Client(
            configuration: LL2Configuration(baseURL: Self.base, freshFor: 60, staleWhileRevalidate: 600), transport: transport,
            cache: cache, clock: clock.clock)
        _ = try await client.data(for: .program(id: 1))
        // act
        let again = try await client.data(for: .program(id: 1))
        // check: past its lifetime and stale window at once, so asked again, and dated as old
        #expect(transport.requests.count == 2)
        #expect(again.freshness == .live)
        let key = try #require(LL2Endpoint.program(id: 1).url(relativeTo: Self.base)).absoluteString
        #expect(await cache.load(key)?.storedAt == clock.now.addingTimeInterval(-TimeInterval(age)))
    }
}
