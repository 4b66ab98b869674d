import Foundation
import LaunchLibrary
import ServerCore

/// How the server reaches Launch Library 2 and how hard it may use it, read from the environment.
///
/// | Key | Default | Meaning |
/// |---|---|---|
/// | `LL2_BASE_URL` | `https://lldev.thespacedevs.com/2.2.0/` (development) | API root, ending in the version |
/// | `LL2_API_TOKEN` | unset | sent as `Authorization: Token …` (a paid key raises LL2's limit) |
/// | `LL2_REQUESTS_PER_HOUR` | 15 (LL2's free limit) | upstream calls the server makes in any hour, at most |
/// | `LAUNCHES_MAP_TILE_URL` | OpenStreetMap's tiles | Leaflet tile template; empty turns the map off |
public struct LL2UpstreamSettings: Sendable {
    public var baseURL: URL
    public var apiToken: String?
    /// The budget: upstream calls in any sliding hour, whatever the number of readers.
    public var requestsPerHour: Int
    /// Calls of the hour kept for refreshing the most-read lists, so a burst of readers opening
    /// rarely-read pages cannot leave the front page to go stale.
    public var reservedForRefresh: Int
    public var lifetimes: CacheLifetimes
    /// Leaflet's tile URL template (`{z}/{x}/{y}`); nil shows the coordinates-only fallback.
    public var mapTileURL: String?
    public var mapAttribution: String
    /// Launches per page of a list (LL2 allows up to 100).
    public var pageSize: Int
    /// Where Debian's `libjs-leaflet` put Leaflet (`LEAFLET_DIR`).
    public var leafletDirectory = MapTiles.defaultLeafletDirectory
    /// How often the refresher looks at the most-read lists; nil turns it off (tests drive it by hand).
    public var refreshInterval: Duration?

    public static let defaultTileURL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

    public init(
        baseURL: URL = LL2Configuration.developmentBaseURL, apiToken: String? = nil, requestsPerHour: Int = 15,
        reservedForRefresh: Int? = nil, lifetimes: CacheLifetimes = CacheLifetimes(),
        mapTileURL: String? = LL2UpstreamSettings.defaultTileURL,
        mapAttribution: String = "© OpenStreetMap contributors", pageSize: Int = 20,
        refreshInterval: Duration? = .seconds(60)
    ) {
        self.refreshInterval = refreshInterval
        self.baseURL = baseURL
        self.apiToken = apiToken
        self.requestsPerHour = requestsPerHour
        // A fifth of the hour (3 of LL2's free 15) covers one refresh of each list the refresher keeps warm.
        self.reservedForRefresh = reservedForRefresh ?? max(1, requestsPerHour / 5)
        self.lifetimes = lifetimes
        self.mapTileURL = mapTileURL
        self.mapAttribution = mapAttribution
        self.pageSize = pageSize
    }

    /// Reads the keys above; a malformed value is a start-up error that names the key.
    public static func fromEnvironment(_ read: (String) -> String?) throws -> LL2UpstreamSettings {
        var settings = LL2UpstreamSettings()
        if let text = read("LL2_BASE_URL"), !text.isEmpty {
            guard var url = URL(string: text), let scheme = url.scheme, scheme == "http" || scheme == "https",
                url.host != nil
            else { throw ConfigError.invalid(key: "LL2_BASE_URL", reason: "must be an http(s) URL such as https://ll.thespacedevs.com/2.2.0/") }
            // LL2 redirects paths without their trailing slash; a base without one would lose its last segment.
            if !url.absoluteString.hasSuffix("/") { url = URL(string: url.absoluteString + "/")! }
            settings.baseURL = url
        }
        if let token = read("LL2_API_TOKEN"), !token.isEmpty { settings.apiToken = token }
        if let text = read("LL2_REQUESTS_PER_HOUR"), !text.isEmpty {
            guard let limit = Int(text), (1...100_000).contains(limit) else {
                throw ConfigError.invalid(key: "LL2_REQUESTS_PER_HOUR", reason: "must be a whole number from 1 to 100000")
            }
            settings.requestsPerHour = limit
            settings.reservedForRefresh = max(1, limit / 5)
        }
        if let tiles = read("LAUNCHES_MAP_TILE_URL") {
            settings.mapTileURL = tiles.isEmpty ? nil : tiles
        }
        if let attribution = read("LAUNCHES_MAP_ATTRIBUTION"), !attribution.isEmpty {
            settings.mapAttribution = attribution
        }
        if let directory = read("LEAFLET_DIR"), !directory.isEmpty { settings.leafletDirectory = directory }
        return settings
    }

    /// The LL2 client configuration for the server: never sleeps inside a reader's request
    /// (a throttled or budget-refused call falls back to the cache at once) and trusts each
    /// response as long as `lifetimes` says.
    var clientConfiguration: LL2Configuration {
        var configuration = LL2Configuration(
            baseURL: baseURL, apiKey: apiToken, freshFor: lifetimes.defaultList,
            staleWhileRevalidate: lifetimes.staleServedFor, maxThrottleRetries: 0, minimumBackoff: 60,
            maximumThrottleWait: 0, userAgent: "SpaceNasa-Suite/1.0 (caching proxy)")
        let lifetimes = lifetimes
        configuration.lifetime = { url, body, now in lifetimes.lifetime(of: url, body: body, now: now) }
        return configuration
    }
}
