import Fluent
import Foundation
import Imaging
import LaunchLibrary
import NIOConcurrencyHelpers
import ServerCore
import Vapor

/// SpaceNasa on the server: the Launch Library 2 caching proxy (one budget, one cache for every
/// reader), LL2's JSON mirrored at `/api/launches/<version>/…` for native clients, LL2's
/// pictures resized and cached, and the `/launches` web app.
public struct LaunchBackend: SuiteBackend {
    /// Given by tests (a fake LL2 on loopback); nil reads the environment.
    private let settings: LL2UpstreamSettings?

    public init(settings: LL2UpstreamSettings? = nil) {
        self.settings = settings
    }

    public var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "launches", name: LaunchText.appName, tagline: LaunchText.launcherTagline, availability: .available)
    }

    public var migrations: [any Migration] { LaunchMigrations.all }

    public func configure(_ app: Application) async throws {
        var settings = try self.settings ?? LL2UpstreamSettings.fromEnvironment(Environment.get)
        // The pad map: Leaflet from Debian's libjs-leaflet, tiles from the configured server.
        settings.mapTileURL = app.enableMap(tiles: settings.mapTileURL, leafletDirectory: settings.leafletDirectory, for: "launches")

        let upstream = UpstreamHTTPClient(eventLoopGroup: app.eventLoopGroup)
        app.lifecycle.use(upstream)
        let transport = AsyncHTTPClientTransport(client: upstream.client)
        let requests = LaunchRequests(pageSize: settings.pageSize)
        let snapshot = try OfflineSnapshot.bundled(baseURL: settings.baseURL, requests: requests)
        let database = app.db
        let service = LaunchDataService(
            settings: settings, transport: transport, cache: DatabaseResponseCache(database: database, snapshot: snapshot),
            budget: PersistentBudget(limit: settings.requestsPerHour, reserved: settings.reservedForRefresh, database: database),
            now: { [weak app] in app?.clock() ?? Date() })
        app.launches = service

        let version = settings.baseURL.lastPathComponent
        let apiBase = app.config.publicBaseURL.appendingPathComponent("api/launches/\(version)/")
        try app.register(collection: LL2MirrorController(service: service, rewriter: PageLinkRewriter(apiBase: apiBase), version: version))

        let images = try LaunchImageStore(
            directory: app.config.dataDirectory.appendingPathComponent("launches/images", isDirectory: true),
            transport: transport, encoder: VipsJPEGEncoder(processor: try ImageProcessor()))
        let links = ImageLinks(secret: app.config.signingSecret)
        try app.register(collection: LaunchImageController(store: images, links: links))
        let reminderFeed = PrivateFeedToken(secret: app.config.signingSecret, purpose: "launch-reminders")
        try app.web.register(collection: LaunchesController(
            images: links, map: .init(tiles: settings.mapTileURL, attribution: settings.mapAttribution), reminderFeed: reminderFeed))
        try app.register(collection: ReminderFeedController(tokens: reminderFeed))
        app.push.registerPlanner(.launches) { user, db, app in try await LaunchPush.replan(user: user, db: db, app: app) }
        // A followed launch's news, looked at each time the proxy saved an LL2 answer.
        let seen = NIOLockedValueBox<Int?>(nil)
        app.lifecycle.use(BackgroundLoop(every: .seconds(2)) { app in
            do { try await LaunchPush.watch(app: app, seen: seen) } catch {
                app.logger.warning("launch push: \(String(reflecting: error))")
            }
        })

        // Keep the most-read lists warm. Not at boot: an unreachable LL2 must not hold up the start.
        if let interval = settings.refreshInterval {
            app.lifecycle.use(BackgroundLoop(every: interval) { app in
                await app.launches.refreshAhead()
                await app.launches.budget.prune(before: app.clock().addingTimeInterval(-2 * 3_600))
            })
        }
    }
}

extension Application {
    private struct LaunchDataServiceKey: StorageKey { typealias Value = LaunchDataService }

    /// The SpaceNasa proxy of this application (set by `LaunchBackend.configure`).
    var launches: LaunchDataService {
        get {
            guard let service = storage[LaunchDataServiceKey.self] else { fatalError("LaunchBackend is not configured") }
            return service
        }
        set { storage[LaunchDataServiceKey.self] = newValue }
    }
}
