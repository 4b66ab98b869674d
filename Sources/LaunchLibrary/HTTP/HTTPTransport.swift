import Foundation
import HTTPTypes
import HTTPTypesFoundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends HTTP requests. Injected so tests use a loopback server or an in-memory fake, and so the
/// server-side proxy can plug in its own client.
///
/// Requests and responses are swift-http-types' `HTTPRequest` and `HTTPResponse`, the values
/// URLSession, swift-openapi and the server frameworks share; the body travels beside the
/// response, as `URLSession.data(for:)` returns it.
public protocol HTTPTransport: Sendable {
    /// Sends the request and returns the body and the response, whatever its status; throws only
    /// when no response arrived (offline, refused, timed out).
    func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse)
}

/// `HTTPTransport` over `URLSession` (works on Apple platforms and, through FoundationNetworking, on Linux).
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Uses an ephemeral session without `URLCache`, because caching and revalidation are done by
    /// `LL2Client` itself and a second cache underneath would hide 304s and ETags from it.
    public init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        self.session = URLSession(configuration: configuration)
    }

    public init(session: URLSession) {
        self.session = session
    }

    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        try await session.data(for: request)
    }
}
