import Foundation
import HTTPTypes
import Testing
import LaunchLibrary

/// A clock tests move by hand; `sleep` records the wait and advances time instead of sleeping.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var waits: [TimeInterval] = []

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) { current = start }

    var now: Date { lock.withLock { current } }
    var sleeps: [TimeInterval] { lock.withLock { waits } }

    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }

    var clock: LaunchClock {
        LaunchClock(
            now: { self.now },
            sleep: { seconds in
                self.lock.withLock {
                    self.waits.append(seconds)
                    self.current += seconds
                }
            })
    }
}

/// An in-memory transport answering from a closure and recording every request.
final class InMemoryTransport: HTTPTransport, @unchecked Sendable {
    typealias Responder = @Sendable (HTTPRequest, Int) async throws -> (Data, HTTPResponse)
    private let lock = NSLock()
    private var seen: [HTTPRequest] = []
    private let responder: Responder

    /// `responder` gets the request and its 0-based position among all requests.
    init(_ responder: @escaping Responder) { self.responder = responder }

    var requests: [HTTPRequest] { lock.withLock { seen } }

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let index = lock.withLock {
            seen.append(request)
            return seen.count - 1
        }
        return try await responder(request, index)
    }
}

/// A canned answer: `reply(.ok, body: data)`, `reply(.tooManyRequests, [.retryAfter: "90"])`.
func reply(_ status: HTTPResponse.Status, _ headers: HTTPFields = [:], body: Data = Data()) -> (Data, HTTPResponse) {
    (body, HTTPResponse(status: status, headerFields: headers))
}

enum Fixture {
    static let upcoming = "ll2-2.2.0_launch-upcoming_normal_frontier"
    static let capstone = "ll2-2.2.0_launch-detail_capstone_frontier"
    static let starlink230 = "ll2-2.3.0_launch-detail_starlink_knutvalen"
    static let agencies = "ll2-2.2.0_agencies-list_limit1_lldev_joebocock"
    static let throttle = "ll2-2.2.0_api-throttle_joebocock"

    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    /// The fixture parsed into a mutable JSON tree, for building variants (broken elements, pages).
    static func json(_ name: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data(name)) as? [String: Any])
    }
}

func jsonData(_ object: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: object)
}
