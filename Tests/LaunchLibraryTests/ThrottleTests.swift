import Foundation
import HTTPTypes
import Testing

@testable import LaunchLibrary

@Suite("Rate limiting (429 and /api-throttle/)")
struct ThrottleTests {
    private static let okBody = Data("{\"count\":0,\"next\":null,\"results\":[]}".utf8)

    private static func throttleBody(nextUse: Int) -> Data {
        Data("{\"your_request_limit\":15,\"limit_frequency_secs\":3600,\"current_use\":15,\"next_use_secs\":\(nextUse)}".utf8)
    }

    private static func client(_ transport: InMemoryTransport, _ clock: TestClock, retries: Int = 2) -> LL2Client {
        LL2Client(
            configuration: LL2Configuration(baseURL: URL(string: "https://ll.test/2.2.0/")!, maxThrottleRetries: retries),
            transport: transport, clock: clock.clock)
    }

    @Test func waitsForNextUseSecsThenRetries() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { request, index in
            if request.url?.lastPathComponent == "api-throttle" { return reply(.ok, body: Self.throttleBody(nextUse: 30)) }
            return index == 0 ? reply(.tooManyRequests) : reply(.ok, body: Self.okBody)
        }
        // act
        let result = try await Self.client(transport, clock).data(for: LL2Endpoint(path: "launch/upcoming/"))
        // check
        #expect(result.freshness == .live)
        #expect(clock.sleeps == [30])
        #expect(transport.requests.map { $0.url?.lastPathComponent } == ["upcoming", "api-throttle", "upcoming"])
    }

    @Test func zeroWaitStillBacksOffExponentiallyNeverTightLoops() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { request, _ in
            if request.url?.lastPathComponent == "api-throttle" { return reply(.ok, body: Self.throttleBody(nextUse: 0)) }
            return reply(.tooManyRequests)
        }
        // act
        let error = await #expect(throws: LL2Error.self) {
            _ = try await Self.client(transport, clock).data(for: LL2Endpoint(path: "program/"))
        }
        // check
        #expect(clock.sleeps == [2, 4])
        #expect(error == .throttled(retryAfter: 8))
        #expect(transport.requests.filter { $0.url?.lastPathComponent == "program" }.count == 3)
    }

    @Test func retryAfterHeaderWinsAndLaterCallsWaitTooWithoutRequesting() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { _, index in
            index == 0 ? reply(.tooManyRequests, [.retryAfter: "90"]) : reply(.ok, body: Self.okBody)
        }
        let client = Self.client(transport, clock, retries: 0)
        // act
        await #expect(throws: LL2Error.throttled(retryAfter: 90)) {
            _ = try await client.data(for: LL2Endpoint(path: "program/"))
        }
        clock.advance(40)
        let later = try await client.data(for: LL2Endpoint(path: "launch/upcoming/"))
        // check
        #expect(clock.sleeps == [50])
        #expect(later.freshness == .live)
        #expect(transport.requests.count == 2)
    }

    @Test func throttledRequestFallsBackToCachedCopy() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { _, index in
            index == 0 ? reply(.ok, body: Self.okBody) : reply(.tooManyRequests, [.retryAfter: "3600"])
        }
        let client = Self.client(transport, clock)
        _ = try await client.data(for: LL2Endpoint(path: "program/"))
        clock.advance(100_000)
        // act
        let result = try await client.data(for: LL2Endpoint(path: "program/"))
        // check
        #expect(result.freshness == .fallback(age: 100_000, reason: .throttled))
        #expect(result.value == Self.okBody)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func concurrentIdenticalRequestsShareOneExchange() async throws {
        // setup
        let clock = TestClock()
        let transport = InMemoryTransport { _, _ in
            try await Task.sleep(nanoseconds: 50_000_000)
            return reply(.ok, body: Self.okBody)
        }
        let client = Self.client(transport, clock)
        // act
        async let a = client.data(for: LL2Endpoint(path: "program/"))
        async let b = client.data(for: LL2Endpoint(path: "program/"))
        let results = try await [a, b]
        // check
        #expect(results.allSatisfy { $0.value == Self.okBody })
        #expect(transport.requests.count == 1)
    }
}
