import Foundation
import NIOConcurrencyHelpers
import Vapor
import VaporTesting

/// JSON requests against the in-process server.
public struct APIClient: Sendable {
    let app: Application

    public init(_ app: Application) {
        self.app = app
    }

    public func post(_ path: String, _ json: [String: String], bearer: String? = nil) async throws -> TestingHTTPResponse {
        try await send(.POST, path, body: try JSONEncoder().encode(json), bearer: bearer)
    }

    public func send(_ method: HTTPMethod, _ path: String, body: Data? = nil, bearer: String? = nil) async throws
        -> TestingHTTPResponse
    {
        var headers = HTTPHeaders()
        if body != nil { headers.contentType = .json }
        if let bearer { headers.bearerAuthorization = BearerAuthorization(token: bearer) }
        var captured: TestingHTTPResponse?
        try await app.testing().test(method, path, headers: headers, body: body.map { ByteBuffer(data: $0) }) {
            captured = $0
        }
        return try #require(captured)
    }
}

/// A clock tests move by hand.
public final class TestClock: Sendable {
    private let current: NIOLockedValueBox<Date>

    public init(_ start: Date) {
        current = NIOLockedValueBox(start)
    }

    public var now: @Sendable () -> Date {
        { [current] in current.withLockedValue { $0 } }
    }

    public func advance(by seconds: TimeInterval) {
        current.withLockedValue { $0 = $0.addingTimeInterval(seconds) }
    }
}

import Testing
