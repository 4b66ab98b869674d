import Foundation
import HTTPTypes
import Testing

@testable import LaunchLibrary

@Suite("Paginator")
struct PaginatorTests {
    struct Item: Identifiable, Decodable, Sendable, Equatable { let id: Int }

    @Test func pagesToTheEndRemovingDuplicatesFromShiftingLists() async throws {
        // setup: 25 items; every page after the first repeats the previous page's last item.
        let all = (1...25).map(Item.init)
        let requests = RequestLog()
        var paginator = Paginator<Item>(pageSize: 10) { request in
            requests.append(request)
            let start = max(0, request.offset - (request.offset > 0 ? 1 : 0))
            let slice = Array(all[start..<min(all.count, start + request.limit)])
            let end = start + slice.count
            let next = end < all.count ? URL(string: "https://ll.test/2.2.0/x/?limit=10&offset=\(request.offset + slice.count)") : nil
            return Fetched(value: Page(count: all.count, next: next, results: slice), freshness: .live)
        }
        // act
        try await paginator.loadAll()
        // check
        #expect(paginator.items == all)
        #expect(paginator.isExhausted)
        #expect(paginator.totalCount == 25)
        #expect(requests.all.first?.next == nil)
        #expect(requests.all.dropFirst().allSatisfy { $0.next != nil })
        let extra = try await paginator.loadNext()
        #expect(extra.newItems.isEmpty)
        #expect(requests.all.count == 3)
    }

    @Test func stopsAtCountEvenWhenServerKeepsOfferingNext() async throws {
        // setup
        var paginator = Paginator<Item>(pageSize: 2) { request in
            let items = (request.offset..<request.offset + 2).map { Item(id: $0) }
            return Fetched(value: Page(count: 4, next: URL(string: "https://ll.test/more"), results: items), freshness: .live)
        }
        // act
        try await paginator.loadAll()
        // check
        #expect(paginator.items.map(\.id) == [0, 1, 2, 3])
        #expect(paginator.isExhausted)
    }

    @Test func followsRealNextLinksRebasedOntoTheConfiguredServer() async throws {
        // setup: the fixture's launches served 4 per page; `next` names LL2's public host, as LL2 does.
        let root = try Fixture.json(Fixture.upcoming)
        let results = try #require(root["results"] as? [Any])
        var bodies: [Int: Data] = [:]
        for offset in stride(from: 0, to: results.count, by: 4) {
            let slice = Array(results[offset..<min(offset + 4, results.count)])
            let next: Any = offset + 4 < results.count ? "https://ll.thespacedevs.com/2.2.0/launch/upcoming/?limit=4&offset=\(offset + 4)" : NSNull()
            bodies[offset] = try jsonData(["count": results.count, "next": next, "previous": NSNull(), "results": slice])
        }
        let pages = bodies
        let server = try LoopbackHTTPServer { request in
            let offset = URLComponents(string: request.target)?.queryItems?.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? 0
            return pages[offset].map { reply(.ok, body: $0) } ?? reply(.notFound)
        }
        defer { server.stop() }
        let flights = FlightService(client: LL2Client(
            configuration: LL2Configuration(baseURL: server.baseURL), transport: URLSessionTransport(timeout: 5)))
        var paginator = Paginator<Launch>(pageSize: 4) { request in
            if let next = request.next { return try await flights.launches(next: next) }
            return try await flights.launches(.upcoming, limit: request.limit, offset: request.offset, programID: nil)
        }
        // act
        try await paginator.loadAll()
        // check
        #expect(paginator.items.count == 10)
        #expect(server.requests.map(\.target).last == "/2.2.0/launch/upcoming/?limit=4&offset=8")
        #expect(server.requests.count == 3)
    }
}

final class RequestLog: @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [PageRequest] = []
    var all: [PageRequest] { lock.withLock { requests } }
    func append(_ request: PageRequest) { lock.withLock { requests.append(request) } }
}
