import Fluent
import Foundation
import Imaging
import MediaTools
import MemoryAPI
import MemoryKit
import OpenAPIVapor
import ServerCore
import SQLKit
import Vapor

/// Settings of the Memory Recap backend that a deployment may change.
public struct MemoryBackendOptions: Sendable {
    /// Longest voice diary in seconds (`MEMORY_MAX_AUDIO_SECONDS`, default 60).
    public var maxAudioSeconds: Double
    public var maxFileBytes: Int
    public var ffprobePath: String
    /// How long a stored timeline page may be served while nothing changed
    /// (`MEMORY_PAGE_CACHE_SECONDS`, default 60; 0 turns the cache off). At most the signed
    /// media URLs' lifetime minus the time a client needs to use them.
    public var pageCacheSeconds: Double

    public init(
        maxAudioSeconds: Double = 60, maxFileBytes: Int = 25 * 1024 * 1024, ffprobePath: String = "/usr/bin/ffprobe",
        pageCacheSeconds: Double = 60
    ) {
        self.maxAudioSeconds = maxAudioSeconds
        self.maxFileBytes = maxFileBytes
        self.ffprobePath = ffprobePath
        self.pageCacheSeconds = pageCacheSeconds
    }

    public static func fromEnvironment(_ read: (String) -> String? = Environment.get) -> MemoryBackendOptions {
        var options = MemoryBackendOptions()
        if let seconds = read("MEMORY_MAX_AUDIO_SECONDS").flatMap(Double.init), seconds > 0 {
            options.maxAudioSeconds = seconds
        }
        if let path = read("FFPROBE_PATH"), !path.isEmpty { options.ffprobePath = path }
        if let seconds = read("MEMORY_PAGE_CACHE_SECONDS").flatMap(Double.init), (0...300).contains(seconds) {
            options.pageCacheSeconds = seconds
        }
        return options
    }
}

extension Application {
    /// Adds Memory Recap: migrations, the OpenAPI contract's handlers (`/api/auth/*` included:
    /// the contract owns the token API, through ServerCore's `AccountService`), the share page,
    /// the thumbnail job and the clean-up of files when an account goes.
    public func configureMemoryBackend(options: MemoryBackendOptions = .fromEnvironment()) throws {
        migrations.add(MemoryMigrations.all)
        let store = LocalMediaStore(root: config.dataDirectory.appendingPathComponent("media", isDirectory: true))
        let settings = MemorySettings(
            limits: MediaLimits(maxAudioSeconds: options.maxAudioSeconds, maxFileBytes: options.maxFileBytes),
            store: store, signer: URLSigner(secret: config.signingSecret), imaging: try ImageProcessor(),
            audio: AudioProbe(ffprobePath: options.ffprobePath), publicBaseURL: config.publicBaseURL,
            shareTokens: ShareTokens(secret: config.signingSecret))
        let handler = MemoryAPIHandler(settings: settings)

        // Bodies are read whole before the generated handlers run. A handler that answers early
        // (a validation error in the first part) leaves a streamed body half-read; Vapor only
        // drains bodies nobody started reading, so that keep-alive connection then stalled
        // (found by schemathesis). Only an entry upload may be large (a few files at the
        // per-file limit); every other body, sign-in included, is small.
        let uploadLimit = ByteCount(value: options.maxFileBytes * 4 + 1024 * 1024)
        var middleware: [any Middleware] = [
            CollectBodyMiddleware { request in
                let isUpload = request.method == .POST && request.url.path == "/api/entries"
                return isUpload ? uploadLimit : "256kb"
            },
            HeaderDecodingMiddleware(), OpenAPIErrorMiddleware(), BearerAccountAuthenticator(),
        ]
        if options.pageCacheSeconds > 0 {
            let cache = RevisionedResponseCache(maxAge: options.pageCacheSeconds)
            middleware.append(RevisionedCacheMiddleware(cache: cache, revision: Self.timelineRevision))
        }
        let api = grouped(middleware + [RequestInjectionMiddleware()])
        try handler.registerHandlers(on: VaporTransport(routesBuilder: api), configuration: .memoryAPI)
        let document = try MemoryAPIDocument.yaml()
        get("api", "openapi.yaml") { _ in
            Response(status: .ok, headers: ["Content-Type": "application/yaml"], body: .init(data: document))
        }
        SharedPageController(handler: handler).register(on: self)

        jobs.register(ThumbnailJob.kind) { payload, app in
            try await ThumbnailJob.run(payload: payload, app: app, settings: settings)
        }
        startJobWorker()
        accountLifecycle.onDelete { userID, db in try await EntrySearch.removeAll(userID: userID, on: db) }
        accountLifecycle.afterDelete { userID in store.deleteAll(owner: userID) }
        asyncCommands.use(SeedBenchCommand(), as: "seed-bench")
    }

    /// Timeline pages (`GET /api/entries`) are served from a cache while the owner's revision
    /// stands; every other route is computed each time.
    @Sendable private static func timelineRevision(_ request: Request) async throws -> (account: UUID, revision: Int64)? {
        guard request.url.path == "/api/entries", let account = request.auth.get(APIAccount.self),
            let sql = request.db as? any SQLDatabase
        else { return nil }
        return (account.userID, try await EntryTotals.revision(userID: account.userID, on: sql))
    }
}
