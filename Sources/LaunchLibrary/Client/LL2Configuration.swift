import Foundation

/// How the client reaches LL2 and how long it trusts what it cached.
public struct LL2Configuration: Sendable {
    /// LL2's development server, our default (docs/apps/launches.md#data-source): stale data, but no
    /// tight rate limit.
    public static let developmentBaseURL = URL(string: "https://lldev.thespacedevs.com/2.2.0/")!
    /// LL2's production server: live data, 15 requests an hour without a key.
    public static let productionBaseURL = URL(string: "https://ll.thespacedevs.com/2.2.0/")!

    /// Root of the API, ending in `/`; may also be our own caching proxy.
    public var baseURL: URL
    /// Sent as `Authorization: Token <key>` when present.
    public var apiKey: String?
    /// A cached response younger than this is served without asking the server.
    public var freshFor: TimeInterval
    /// Past `freshFor`, a response this much older is still served at once while it is revalidated in the background.
    public var staleWhileRevalidate: TimeInterval
    /// How many times a throttled (429) request is retried after waiting.
    public var maxThrottleRetries: Int
    /// The smallest wait after a 429, doubled on each retry, so a server answering "0 s" cannot cause a tight loop.
    public var minimumBackoff: TimeInterval
    /// Longer throttle waits are not slept through: the request fails (or falls back to the cache) instead.
    public var maximumThrottleWait: TimeInterval
    /// After a call that got no answer (no connection, DNS, timeout), LL2 is not tried again for
    /// this long, doubling with each further failure up to `maximumUnreachableWait`: its own
    /// schedule, since such calls cost no budget and a 429's `Retry-After` does not apply.
    public var firstUnreachableWait: TimeInterval
    public var maximumUnreachableWait: TimeInterval
    public var userAgent: String
    /// How long a response is trusted, by what it is: `(url, body, now) -> seconds`. Nil trusts
    /// every response for `freshFor`. The server's proxy keeps past launches far longer than
    /// upcoming ones; the value is worked out once, when the response is stored.
    public var lifetime: (@Sendable (URL, Data, Date) -> TimeInterval)?

    public init(
        baseURL: URL = LL2Configuration.developmentBaseURL, apiKey: String? = nil, freshFor: TimeInterval = 600,
        staleWhileRevalidate: TimeInterval = 86_400, maxThrottleRetries: Int = 2, minimumBackoff: TimeInterval = 2,
        maximumThrottleWait: TimeInterval = 120, firstUnreachableWait: TimeInterval = 15,
        maximumUnreachableWait: TimeInterval = 900, userAgent: String = "SpaceNasa/1.0 (LaunchKit)"
    ) {
        self.firstUnreachableWait = firstUnreachableWait
        self.maximumUnreachableWait = maximumUnreachableWait
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.freshFor = freshFor
        self.staleWhileRevalidate = staleWhileRevalidate
        self.maxThrottleRetries = maxThrottleRetries
        self.minimumBackoff = minimumBackoff
        self.maximumThrottleWait = maximumThrottleWait
        self.userAgent = userAgent
    }

    /// The production server with an optional key.
    public static func production(apiKey: String? = nil) -> LL2Configuration {
        LL2Configuration(baseURL: productionBaseURL, apiKey: apiKey)
    }
}

/// Where a returned value came from, so screens can say "updated 2 h ago, offline".
public enum Freshness: Hashable, Sendable {
    /// Fetched (or revalidated with a 304) just now.
    case live
    /// Served from the cache within its TTL, no request made.
    case cached(age: TimeInterval)
    /// Past its TTL, served at once while a background request revalidates it.
    case stale(age: TimeInterval)
    /// The server could not be used; this is the last good response.
    case fallback(age: TimeInterval, reason: FallbackReason)

    /// Age of the data in seconds (0 when live).
    public var age: TimeInterval {
        switch self {
        case .live: 0
        case .cached(let age), .stale(let age), .fallback(let age, _): age
        }
    }
}

/// Why the cache was used instead of the server.
public enum FallbackReason: Hashable, Sendable {
    case offline, throttled, serverError
}

/// A value and where it came from.
public struct Fetched<Value: Sendable>: Sendable {
    public let value: Value
    public let freshness: Freshness

    public init(value: Value, freshness: Freshness) {
        self.value = value
        self.freshness = freshness
    }

    public func map<T: Sendable>(_ transform: (Value) throws -> T) rethrows -> Fetched<T> {
        Fetched<T>(value: try transform(value), freshness: freshness)
    }
}

/// Errors the LL2 client reports.
public enum LL2Error: Error, Hashable, Sendable {
    /// Rate limited and no cached copy; retry after this many seconds.
    case throttled(retryAfter: TimeInterval)
    /// The server answered with an unexpected status (and no cached copy exists).
    case http(status: Int)
    /// No response (offline, refused, timed out) and no cached copy; also a call not made while
    /// the client backs off after such failures (`LL2Client.unreachableUntil`).
    case transport(String)
    /// The body was not the expected JSON.
    case decoding(String)
}
