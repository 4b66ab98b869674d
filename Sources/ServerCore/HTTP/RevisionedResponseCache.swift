import Foundation
import NIOConcurrencyHelpers
import Vapor

/// Whole JSON responses of an account's GET routes, each valid while the account's revision
/// (a number its backend bumps with every change a response could show) stays the same, and
/// for `maxAge` at most.
///
/// Why: a timeline is read far more often than it changes (every app start, every pull to
/// refresh), and building a page of 50 entries costs ten times the server's fixed cost per
/// request. The revision is read from the database on every request, so a change made through
/// any server instance is seen at once. `maxAge` bounds how old the signed media URLs inside a
/// stored body can be when it is served.
public final class RevisionedResponseCache: Sendable {
    public struct Entry: Sendable {
        public var revision: Int64
        public var storedAt: Date
        public var etag: String
        public var contentType: String
        public var body: ByteBuffer
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var generation: UInt64 = 0
    }

    public let maxAge: TimeInterval
    private let capacity: Int
    private let maxBytes: Int
    private let state = NIOLockedValueBox(State())

    public init(maxAge: TimeInterval = 60, capacity: Int = 1_024, maxBytes: Int = 64 << 20) {
        self.maxAge = maxAge
        self.capacity = capacity
        self.maxBytes = maxBytes
    }

    /// The stored response for `key` if it was made at `revision` and is still fresh at `now`.
    public func lookup(_ key: String, revision: Int64, now: Date) -> Entry? {
        state.withLockedValue { state in
            guard let entry = state.entries[key] else { return nil }
            guard entry.revision == revision, now.timeIntervalSince(entry.storedAt) < maxAge,
                now >= entry.storedAt
            else {
                state.entries[key] = nil
                state.bytes -= entry.body.readableBytes
                return nil
            }
            return entry
        }
    }

    /// Stores a response and returns its ETag, which names these exact bytes.
    @discardableResult
    public func store(_ key: String, revision: Int64, now: Date, contentType: String, body: ByteBuffer) -> String {
        state.withLockedValue { state in
            state.generation &+= 1
            let etag = "\"r\(revision)-\(state.generation)\""
            if let old = state.entries[key] { state.bytes -= old.body.readableBytes }
            state.entries[key] = Entry(revision: revision, storedAt: now, etag: etag, contentType: contentType, body: body)
            state.bytes += body.readableBytes
            evictOldest(&state)
            return etag
        }
    }

    public var count: Int { state.withLockedValue { $0.entries.count } }

    private func evictOldest(_ state: inout State) {
        guard state.entries.count > capacity || state.bytes > maxBytes else { return }
        for (key, entry) in state.entries.sorted(by: { $0.value.storedAt < $1.value.storedAt }) {
            guard state.entries.count > capacity / 2 || state.bytes > maxBytes / 2 else { return }
            state.entries[key] = nil
            state.bytes -= entry.body.readableBytes
        }
    }
}

/// Serves GET requests from a `RevisionedResponseCache`, fills it on a miss, and answers
/// `If-None-Match` with 304. Put it after the authenticator: `revision` names the account.
public struct RevisionedCacheMiddleware: AsyncMiddleware {
    /// The account a request reads and its current revision; nil when the request is not
    /// cacheable (anonymous, or a route that is not cached).
    public typealias Revision = @Sendable (Request) async throws -> (account: UUID, revision: Int64)?

    let cache: RevisionedResponseCache
    let revision: Revision

    public init(cache: RevisionedResponseCache, revision: @escaping Revision) {
        self.cache = cache
        self.revision = revision
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.method == .GET, let (account, revision) = try await revision(request) else {
            return try await next.respond(to: request)
        }
        let key = "\(account.uuidString) \(request.url.string)"
        let now = request.application.clock()
        if let hit = cache.lookup(key, revision: revision, now: now) {
            return Self.response(hit.body, contentType: hit.contentType, etag: hit.etag, for: request)
        }
        let response = try await next.respond(to: request)
        guard response.status == .ok, let contentType = response.headers.first(name: .contentType),
            let body = try await response.body.collect(on: request.eventLoop).get()
        else { return response }
        let etag = cache.store(key, revision: revision, now: now, contentType: contentType, body: body)
        return Self.response(body, contentType: contentType, etag: etag, for: request)
    }

    private static func response(_ body: ByteBuffer, contentType: String, etag: String, for request: Request)
        -> Response
    {
        var headers: HTTPHeaders = [
            "Content-Type": contentType, "ETag": etag,
            // Per account, and always revalidated: a stale copy could show a deleted entry.
            "Cache-Control": "private, no-cache",
        ]
        let matches = request.headers[.ifNoneMatch].flatMap { $0.split(separator: ",") }
            .contains { $0.trimmingCharacters(in: .whitespaces) == etag || $0.trimmingCharacters(in: .whitespaces) == "*" }
        if matches {
            headers.remove(name: .contentType)
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(buffer: body))
    }
}
