import Foundation

/// The Launch Library 2 client: builds requests, caches responses (TTL + ETag), serves stale data
/// while revalidating, falls back to the last good response when the server cannot be used, and
/// respects LL2's rate limit. Identical requests in flight are shared.
///
/// The client only deals in raw bytes plus typed decoding on top, so the server-side caching proxy
/// can reuse it to forward LL2 bodies unchanged (`data(for:)`).
public actor LL2Client {
    public nonisolated let configuration: LL2Configuration
    let transport: any HTTPTransport
    let cache: any ResponseCacheStore
    let clock: LaunchClock
    let budget: (any RequestBudget)?
    var throttle: ThrottleGate
    /// When LL2 may be tried again after calls that got no answer.
    var unreachable = UnreachableBackoff()
    private var inFlight: [String: Task<CachedResponse, any Error>] = [:]
    private var revalidations: [String: Task<Void, Never>] = [:]
    /// Why the last exchange with LL2 failed, until one succeeds: stale data served meanwhile is
    /// reported as a fallback, so a screen can say LL2 is out of reach instead of "updating".
    public private(set) var lastFailure: FallbackReason?

    /// - Parameter budget: spent before every call; a refused call fails as `.throttled` at once
    ///   (and the cache answers, when it can).
    public init(
        configuration: LL2Configuration = LL2Configuration(), transport: any HTTPTransport = URLSessionTransport(),
        cache: any ResponseCacheStore = MemoryResponseCache(), clock: LaunchClock = .system,
        budget: (any RequestBudget)? = nil
    ) {
        self.configuration = configuration
        self.transport = transport
        self.cache = cache
        self.clock = clock
        self.budget = budget
        self.throttle = ThrottleGate()
    }

    /// Until when LL2 is not tried after calls that got no answer, if that is still ahead.
    public var unreachableUntil: Date? {
        unreachable.remaining(at: clock.now()) > 0 ? unreachable.nextAttempt : nil
    }

    /// Until when LL2 asked (with a 429) not to be called, if that is still ahead.
    public var throttledUntil: Date? {
        throttle.remaining(at: clock.now()) > 0 ? throttle.blockedUntil : nil
    }

    /// Fetches and decodes an endpoint.
    public func fetch<T: Decodable & Sendable>(_ type: T.Type, _ endpoint: LL2Endpoint) async throws -> Fetched<T> {
        let fetched = try await data(for: endpoint)
        do {
            return try fetched.map { try LL2Decoder.decode(T.self, from: $0) }
        } catch {
            throw LL2Error.decoding(String(describing: error))
        }
    }

    /// Fetches an endpoint's body through the cache.
    public func data(for endpoint: LL2Endpoint) async throws -> Fetched<Data> {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else { throw LL2Error.transport("Bad URL") }
        let key = url.absoluteString
        let cached = await cache.load(key)
        let now = clock.now()
        if let cached {
            let age = cached.age(at: now)
            let lifetime = cached.maxAge ?? configuration.freshFor
            if age < lifetime {
                return Fetched(value: cached.body, freshness: .cached(age: age))
            }
            if age < lifetime + configuration.staleWhileRevalidate {
                startRevalidation(url: url, key: key)
                if let lastFailure { return Fetched(value: cached.body, freshness: .fallback(age: age, reason: lastFailure)) }
                return Fetched(value: cached.body, freshness: .stale(age: age))
            }
        }
        return try await fetchNow(url: url, key: key, cached: cached)
    }

    /// Asks LL2 now (conditionally, sharing a call in flight), whatever the cache holds: for
    /// pull to refresh and for refreshing ahead of expiry. Falls back to the cache like `data(for:)`.
    public func refresh(_ endpoint: LL2Endpoint) async throws -> Fetched<Data> {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else { throw LL2Error.transport("Bad URL") }
        let key = url.absoluteString
        return try await fetchNow(url: url, key: key, cached: await cache.load(key))
    }

    private func fetchNow(url: URL, key: String, cached: CachedResponse?) async throws -> Fetched<Data> {
        do {
            let fresh = try await shared(url: url, key: key)
            return Fetched(value: fresh.body, freshness: .live)
        } catch {
            guard let cached, let reason = Self.fallbackReason(for: error) else { throw error }
            return Fetched(value: cached.body, freshness: .fallback(age: cached.age(at: clock.now()), reason: reason))
        }
    }

    /// Waits until every background revalidation started so far has finished (tests, shutdown).
    public func waitForRevalidations() async {
        while let (key, task) = revalidations.first {
            await task.value
            if revalidations[key] == task { revalidations[key] = nil }
        }
    }

    /// Forgets the cached response of an endpoint (pull to refresh asks the server again).
    public func invalidate(_ endpoint: LL2Endpoint) async {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else { return }
        await cache.remove(url.absoluteString)
    }

    private func startRevalidation(url: URL, key: String) {
        guard revalidations[key] == nil else { return }
        revalidations[key] = Task {
            _ = try? await self.shared(url: url, key: key)
            self.finishRevalidation(key)
        }
    }

    private func finishRevalidation(_ key: String) { revalidations[key] = nil }

    /// One network exchange per URL at a time: later callers await the first one's result.
    private func shared(url: URL, key: String) async throws -> CachedResponse {
        if let running = inFlight[key] { return try await running.value }
        let task = Task { try await self.exchange(url: url, key: key) }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        do {
            let response = try await task.value
            lastFailure = nil
            return response
        } catch {
            if let reason = Self.fallbackReason(for: error) { lastFailure = reason }
            throw error
        }
    }

    private static func fallbackReason(for error: any Error) -> FallbackReason? {
        (error as? LL2Error)?.fallbackReason
    }
}

extension LL2Error {
    /// Why a saved copy stands in when a call fails this way; nil when no copy should (LL2
    /// answered, say, that the thing does not exist).
    public var fallbackReason: FallbackReason? {
        switch self {
        case .throttled: .throttled
        case .http(let status) where status >= 500: .serverError
        case .transport: .offline
        default: nil
        }
    }
}
