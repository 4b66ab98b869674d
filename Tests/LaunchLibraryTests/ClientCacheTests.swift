import Foundation
import HTTPTypes
import Testing

@testable import LaunchLibrary

/// The client against a real HTTP server on loopback, through `URLSessionTransport`.
@Suite("LL2Client caching over loopback HTTP")
struct ClientCacheTests {
    private static func makeClient(_ server: LoopbackHTTPServer, clock: TestClock, apiKey: String? = nil) -> LL2Client {
        let configuration = LL2Configuration(
            baseURL: server.baseURL, apiKey: apiKey, freshFor: 60, staleWhileRevalidate: 600)
        return LL2Client(configuration: configuration, transport: URLSessionTransport(timeout: 5), clock: clock.clock)
    }

    /// Serves the upcoming fixture with ETag "v1", answering 304 when the client already holds it.
    private static func etagServer() throws -> LoopbackHTTPServer {
        let body = try Fixture.data(Fixture.upcoming)
        return try LoopbackHTTPServer { request in
            if request.headers["if-none-match"] == "\"v1\"" { return reply(.notModified, [.eTag: "\"v1\""]) }
            return reply(.ok, [.eTag: "\"v1\"", .contentType: "application/json"], body: body)
        }
    }

    @Test func sendsPathQueryAndTokenAndServesFromCacheWithinTTL() async throws {
        // setup
        let server = try Self.etagServer()
        defer { server.stop() }
        let clock = TestClock()
        let flights = FlightService(client: Self.makeClient(server, clock: clock, apiKey: "secret"))
        // act
        let first = try await flights.launches(.upcoming, limit: 10, offset: 20, programID: nil)
        clock.advance(30)
        let second = try await flights.launches(.upcoming, limit: 10, offset: 20, programID: nil)
        // check
        #expect(first.freshness == .live)
        #expect(second.freshness == .cached(age: 30))
        #expect(second.value.results.map(\.id) == first.value.results.map(\.id))
        #expect(server.requests.count == 1)
        let request = try #require(server.requests.first)
        #expect(request.target == "/2.2.0/launch/upcoming/?limit=10&offset=20&ordering=net")
        #expect(request.headers["authorization"] == "Token secret")
    }

    @Test func revalidatesWithIfNoneMatchAndKeepsBodyOn304() async throws {
        // setup
        let server = try Self.etagServer()
        defer { server.stop() }
        let clock = TestClock()
        let programs = ProgramService(client: Self.makeClient(server, clock: clock))
        _ = try? await programs.program(id: 1)  // The fixture is not a program: only the cache entry matters here.
        let client = Self.makeClient(server, clock: clock)
        let endpoint = LL2Endpoint(path: "launch/previous/")
        _ = try await client.data(for: endpoint)
        clock.advance(1_000)  // beyond TTL and stale window: a blocking revalidation
        // act
        let revalidated = try await client.data(for: endpoint)
        clock.advance(10)
        let afterwards = try await client.data(for: endpoint)
        // check
        let conditional = try #require(server.requests.last)
        #expect(conditional.headers["if-none-match"] == "\"v1\"")
        #expect(revalidated.freshness == .live)
        #expect(revalidated.value == (try Fixture.data(Fixture.upcoming)))
        #expect(afterwards.freshness == .cached(age: 10))
    }

    @Test func servesStaleWhileRevalidatingInBackground() async throws {
        // setup
        let server = try Self.etagServer()
        defer { server.stop() }
        let clock = TestClock()
        let client = Self.makeClient(server, clock: clock)
        let endpoint = LL2Endpoint(path: "program/")
        _ = try await client.data(for: endpoint)
        clock.advance(120)
        // act
        let stale = try await client.data(for: endpoint)
        await client.waitForRevalidations()
        let after = try await client.data(for: endpoint)
        // check
        #expect(stale.freshness == .stale(age: 120))
        #expect(server.requests.count == 2)
        #expect(server.requests.last?.headers["if-none-match"] == "\"v1\"")
        #expect(after.freshness == .cached(age: 0))
    }

    @Test func fallsBackToLastGoodResponseWithItsAgeWhenOffline() async throws {
        // setup
        let server = try Self.etagServer()
        let clock = TestClock()
        let flights = FlightService(client: Self.makeClient(server, clock: clock))
        let good = try await flights.launches(.upcoming, limit: 10, offset: 0, programID: nil)
        server.stop()
        clock.advance(7_200)
        // act
        let offline = try await flights.launches(.upcoming, limit: 10, offset: 0, programID: nil)
        // check
        #expect(offline.freshness == .fallback(age: 7_200, reason: .offline))
        #expect(offline.value.results.map(\.id) == good.value.results.map(\.id))
        await #expect(throws: LL2Error.self) {
            _ = try await flights.launches(.previous, limit: 10, offset: 0, programID: nil)
        }
    }

    @Test func diskCacheSurvivesANewClient() async throws {
        // setup
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ll2-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = CachedResponse(body: Data("{\"count\":0,\"results\":[]}".utf8), etag: "\"e\"", storedAt: Date(timeIntervalSince1970: 5))
        // act
        try await DiskResponseCache(directory: directory).save(entry, for: "https://x/2.2.0/program/")
        let reloaded = try await DiskResponseCache(directory: directory).load("https://x/2.2.0/program/")
        let miss = try await DiskResponseCache(directory: directory).load("https://x/2.2.0/launch/")
        // check
        #expect(reloaded == entry)
        #expect(miss == nil)
    }
}
