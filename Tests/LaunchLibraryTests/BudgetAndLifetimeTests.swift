import Foundation
import HTTPTypes
import Testing

@testable import LaunchLibrary

@Suite("Request budget, per-response lifetimes, refresh, canonical URLs")
struct BudgetAndLifetimeTests {
    private static let base = URL(string: "https://ll.example/2.2.0/")!

    private static func client(
        _ transport: InMemoryTransport, clock: TestClock, budget: (any RequestBudget)? = nil,
        lifetime: (@Sendable (URL, Data, Date) -> TimeInterval)? = nil
    ) -> LL2Client {
        var configuration = LL2Configuration(baseURL: base, freshFor: 60, staleWhileRevalidate: 600, maxThrottleRetries: 0)
        configuration.lifetime = lifetime
        return LL2Client(configuration: configuration, transport: transport, clock: clock.clock, budget: budget)
    }

    @Test func slidingWindowGrantsUpToTheLimitThenSaysWhenTheOldestCallLeaves() async {
        // setup
        let start = Date(timeIntervalSince1970: 1_000_000)
        let budget = SlidingWindowBudget(limit: 3, window: 3_600, history: [start.addingTimeInterval(-3_000)])
        let url = Self.base
        // act
        let first = await budget.spend(on: url, at: start)
        let second = await budget.spend(on: url, at: start.addingTimeInterval(10))
        let refused = await budget.spend(on: url, at: start.addingTimeInterval(20))
        let afterOldestLeft = await budget.spend(on: url, at: start.addingTimeInterval(601))
        // check
        #expect(first == nil && second == nil)
        #expect(refused == 580, "the call made 3,000 s before start leaves the hour 600 s after it")
        #expect(afterOldestLeft == nil)
        #expect(await budget.used(at: start.addingTimeInterval(601)) == 3)
    }

    @Test func reserveIsOnlyForTasksMarkedToUseIt() async {
        // setup
        let now = Date(timeIntervalSince1970: 2_000_000)
        let budget = SlidingWindowBudget(limit: 2, reserved: 1)
        // act
        let reader = await budget.spend(on: Self.base, at: now)
        let secondReader = await budget.spend(on: Self.base, at: now)
        let refresher = await SlidingWindowBudget.$usesReserve.withValue(true) { await budget.spend(on: Self.base, at: now) }
        // check
        #expect(reader == nil)
        #expect(secondReader != nil, "readers may not use the reserved call")
        #expect(refresher == nil)
    }

    @Test func refusedBudgetFallsBackToTheCacheWithoutCalling() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { _, _ in reply(.ok, body: Data("{\"count\":0,\"results\":[]}".utf8)) }
        let budget = SlidingWindowBudget(limit: 1)
        let client = Self.client(transport, clock: clock, budget: budget)
        let endpoint = LL2Endpoint.programs(limit: 10, offset: 0)
        _ = try await client.data(for: endpoint)
        clock.advance(1_000)  // past the minute's lifetime and the stale window, within the hour
        // act
        let fallback = try await client.data(for: endpoint)
        let uncached = await #expect(throws: LL2Error.self) { try await client.data(for: .program(id: 7)) }
        // check
        #expect(transport.requests.count == 1)
        guard case .fallback(_, .throttled) = fallback.freshness else {
            Issue.record("expected a throttled fallback, got \(fallback.freshness)")
            return
        }
        if case .throttled(let wait)? = uncached as? LL2Error { #expect(wait > 0) } else { Issue.record("\(String(describing: uncached))") }
    }

    @Test func eachResponseIsTrustedForItsOwnLifetime() async throws {
        // setup: launch answers live an hour, everything else the configured minute
        let clock = TestClock()
        let transport = InMemoryTransport { _, _ in reply(.ok, body: Data("{}".utf8)) }
        let client = Self.client(transport, clock: clock) { url, _, _ in url.path.contains("/launch/") ? 3_600 : 60 }
        _ = try await client.data(for: .launch(id: "a"))
        _ = try await client.data(for: .program(id: 1))
        clock.advance(120)
        // act
        let launch = try await client.data(for: .launch(id: "a"))
        let program = try await client.data(for: .program(id: 1))
        // check
        #expect(launch.freshness == .cached(age: 120))
        #expect(program.freshness == .stale(age: 120))
    }

    @Test func refreshAsksNowEvenWhenFresh() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { request, _ in
            request.headerFields[.ifNoneMatch] == "\"v1\"" ? reply(.notModified) : reply(.ok, [.eTag: "\"v1\""], body: Data("{}".utf8))
        }
        let client = Self.client(transport, clock: clock)
        _ = try await client.data(for: .programs(limit: 10, offset: 0))
        // act
        let refreshed = try await client.refresh(.programs(limit: 10, offset: 0))
        // check
        #expect(refreshed.freshness == .live)
        #expect(transport.requests.count == 2)
        #expect(transport.requests.last?.headerFields[.ifNoneMatch] == "\"v1\"")
    }

    @Test func nextLinksAndOffsetRequestsNameTheSameURL() throws {
        let link = URL(string: "https://ll.thespacedevs.com/2.2.0/launch/upcoming/?ordering=net&offset=20&limit=20")!
        let byLink = try #require(LL2Endpoint(link: link).url(relativeTo: Self.base))
        let byOffset = try #require(LL2Endpoint.launches(.upcoming, limit: 20, offset: 20).url(relativeTo: Self.base))
        #expect(byLink == byOffset)
        #expect(byOffset.absoluteString == "https://ll.example/2.2.0/launch/upcoming/?limit=20&offset=20&ordering=net")
    }
}
