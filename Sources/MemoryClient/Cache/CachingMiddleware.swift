import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Where the answer to a GET came from.
public enum ResponseOrigin: Equatable, Sendable {
    /// Fresh from the server.
    case network
    /// The server answered 304: the copy stored at this time is still current.
    case revalidated(storedAt: Date)
    /// The server was out of reach: the copy stored at this time.
    case offline(storedAt: Date)
}

/// Collects the origin of the answers a task receives (the middleware cannot return it through
/// the generated client, so it reports it to the task that asked).
final class OriginRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: ResponseOrigin?

    var origin: ResponseOrigin? { lock.withLock { recorded } }

    func record(_ origin: ResponseOrigin) { lock.withLock { recorded = origin } }

    @TaskLocal static var current: OriginRecorder?

    /// Runs `body` and returns its value with the origin of the last GET it made.
    static func tracking<T: Sendable>(_ body: () async throws -> T) async throws -> (T, ResponseOrigin?) {
        let recorder = OriginRecorder()
        let value = try await $current.withValue(recorder) { try await body() }
        return (value, recorder.origin)
    }
}

/// ETag revalidation and offline reading for GETs (the read cache: docs/apps/memory.md#offline). A stored answer is
/// offered with `If-None-Match`; a 304 hands the stored bytes on as a 200; a transport failure
/// hands them on too, marked `offline`. Keys include the account, so nothing crosses accounts.
struct CachingMiddleware: ClientMiddleware {
    let cache: ResponseCache
    let account: @Sendable () async -> String?
    static let maxStoredBytes = 16 << 20

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard request.method == .get, let account = await account(), let path = request.path else {
            return try await next(request, body, baseURL)
        }
        let key = "\(account) \(path)"
        let stored = cache.lookup(key)
        var conditional = request
        if let etag = stored?.etag { conditional.headerFields[.ifNoneMatch] = etag }
        let response: HTTPResponse
        let responseBody: HTTPBody?
        do {
            (response, responseBody) = try await next(conditional, body, baseURL)
        } catch where !(error is SessionError) && !(error is CancellationError) {
            guard let stored else { throw error }
            OriginRecorder.current?.record(.offline(storedAt: stored.storedAt))
            return Self.replay(stored)
        }
        if response.status == .notModified, let stored {
            cache.revalidated(key)
            OriginRecorder.current?.record(.revalidated(storedAt: stored.storedAt))
            return Self.replay(stored)
        }
        OriginRecorder.current?.record(.network)
        guard response.status == .ok, response.headerFields[.contentType]?.hasPrefix("application/json") == true,
            let responseBody
        else { return (response, responseBody) }
        let bytes = try await Data(collecting: responseBody, upTo: Self.maxStoredBytes)
        cache.store(key, account: account, etag: response.headerFields[.eTag], body: bytes)
        return (response, HTTPBody(bytes))
    }

    private static func replay(_ stored: CachedResponse) -> (HTTPResponse, HTTPBody?) {
        (HTTPResponse(status: .ok, headerFields: [.contentType: "application/json"]), HTTPBody(stored.body))
    }
}
