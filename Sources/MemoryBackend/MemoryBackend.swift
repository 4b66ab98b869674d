import ContractCoding
import Fluent
import Foundation
import Imaging
import MediaTools
import MemoryAPI
import MemoryKit
import ServerCore
import Speech
import SQLKit
import Vapor

/// Settings of the Memory Recap backend that a deployment may change.
public struct MemoryBackendOptions: Sendable {
    /// Longest voice diary in seconds (`MEMORY_MAX_AUDIO_SECONDS`, default 60).
    public var maxAudioSeconds: Double
    public var maxFileBytes: Int
    public var ffprobePath: String
    public var ffmpegPath: String
    /// How long a stored timeline page may be served while nothing changed
    /// (`MEMORY_PAGE_CACHE_SECONDS`, default 60; 0 turns the cache off). At most the signed
    /// media URLs' lifetime minus the time a client needs to use them.
    public var pageCacheSeconds: Double
    /// The speech engine; nil builds the Whisper worker from the environment (`SPEECH_ENABLED`,
    /// default on; `SPEECH_MODEL_DIR`; `SPEECH_THREADS`). Tests inject a fake.
    public var speech: (any SpeechEngine)?
    /// Load the speech model at boot (`serve`) instead of on the first voice diary.
    public var preloadSpeech: Bool
    /// The GeoNames cities table (`PLACES_FILE`); nil: where the bootstrap installs it.
    public var placesFile: URL?
    /// Leaflet's tile template for an entry's map (`MEMORY_MAP_TILE_URL`); nil (the default):
    /// no tiles are loaded from anywhere, the entry shows its coordinates and "Open in Maps".
    public var mapTileURL: String?
    /// Credit for the tiles, shown on the map (`MEMORY_MAP_ATTRIBUTION`).
    public var mapAttribution: String = ""
    /// Debian's `libjs-leaflet` (`LEAFLET_DIR`).
    public var leafletDirectory: String = MapTiles.defaultLeafletDirectory

    public init(
        maxAudioSeconds: Double = 60, maxFileBytes: Int = 25 * 1024 * 1024, ffprobePath: String = "/usr/bin/ffprobe",
        ffmpegPath: String = "/usr/bin/ffmpeg", pageCacheSeconds: Double = 60, speech: (any SpeechEngine)? = nil,
        preloadSpeech: Bool = false, placesFile: URL? = nil
    ) {
        self.maxAudioSeconds = maxAudioSeconds
        self.maxFileBytes = maxFileBytes
        self.ffprobePath = ffprobePath
        self.ffmpegPath = ffmpegPath
        self.pageCacheSeconds = pageCacheSeconds
        self.speech = speech
        self.preloadSpeech = preloadSpeech
        self.placesFile = placesFile
    }

    public static func fromEnvironment(_ read: (String) -> String? = Environment.get) -> MemoryBackendOptions {
        var options = MemoryBackendOptions()
        if let seconds = read("MEMORY_MAX_AUDIO_SECONDS").flatMap(Double.init), seconds > 0 {
            options.maxAudioSeconds = seconds
        }
        if let path = read("FFPROBE_PATH"), !path.isEmpty { options.ffprobePath = path }
        if let path = read("FFMPEG_PATH"), !path.isEmpty { options.ffmpegPath = path }
        if let seconds = read("MEMORY_PAGE_CACHE_SECONDS").flatMap(Double.init), (0...300).contains(seconds) {
            options.pageCacheSeconds = seconds
        }
        if read("SPEECH_ENABLED") == "0" {
            options.speech = UnavailableSpeech(reason: "voice transcription is turned off on this server (SPEECH_ENABLED=0)")
        }
        options.preloadSpeech = read("SPEECH_PRELOAD") != "0"
        options.placesFile = PlaceDirectory.defaultFile(read)
        if let tiles = read("MEMORY_MAP_TILE_URL"), !tiles.isEmpty { options.mapTileURL = tiles }
        if let attribution = read("MEMORY_MAP_ATTRIBUTION") { options.mapAttribution = attribution }
        if let directory = read("LEAFLET_DIR"), !directory.isEmpty { options.leafletDirectory = directory }
        return options
    }
}

/// Memory Recap on the server: the contract's handlers (`MemoryAPI/openapi.yaml`, served at
/// `/api/openapi.yaml`), the public share page, the thumbnail job, media reconciliation and the
/// clean-up of an account's search rows and files. Sign-in is the suite's accounts contract
/// (`/api/auth/*`).
public struct MemoryBackend: SuiteBackend {
    public var options: MemoryBackendOptions

    public init(options: MemoryBackendOptions = .fromEnvironment()) {
        self.options = options
    }

    public var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "memory", name: MemoryText.appName, tagline: MemoryText.launcherTagline, availability: .available)
    }

    public var migrations: [any Migration] { MemoryMigrations.all }

    public func configure(_ app: Application) throws {
        // Exports a previous process was streaming when it stopped.
        ExportScratchFile.sweep()
        EntryChanges.guardWrites(on: app.databases)
        let settings = MemorySettings(
            limits: MediaLimits(maxAudioSeconds: options.maxAudioSeconds, maxFileBytes: options.maxFileBytes),
            store: app.mediaStore, signer: URLSigner(secret: app.config.signingSecret), imaging: try ImageProcessor(),
            audio: AudioProbe(ffprobePath: options.ffprobePath, ffmpegPath: options.ffmpegPath),
            publicBaseURL: app.config.publicBaseURL, shareTokens: ShareTokens(secret: app.config.signingSecret),
            results: options.pageCacheSeconds > 0 ? RevisionedValueCache(maxAge: options.pageCacheSeconds) : nil)
        let handler = MemoryAPIHandler(settings: settings)
        app.memoryRecapImages = settings.recapImages

        // Only an entry upload may be large (a few files at the per-file limit).
        let uploadLimit = ByteCount(value: options.maxFileBytes * 4 + 1024 * 1024)
        // A listening history is one or a few large JSON or CSV files.
        let importLimit = ByteCount(value: 2 * MemoryAPIHandler.maxImportFileBytes + 1024 * 1024)
        // The web app's scripts call the same routes with the session and its CSRF token.
        var middleware: [any Middleware] = app.sessionAPIAccess + [SummaryImageQueryCheck()]
        if options.pageCacheSeconds > 0 {
            let cache = RevisionedResponseCache(maxAge: options.pageCacheSeconds)
            middleware.append(RevisionedCacheMiddleware(cache: cache, revision: Self.timelineRevision))
        }
        // Memory's document predates the `/api/<app>/openapi.yaml` rule; both addresses serve it.
        try app.serveContract(
            document: try MemoryAPIDocument.yaml(), at: ["/api/openapi.yaml", "/api/memory/openapi.yaml"],
            bodyLimit: { request in
                request.method == .POST && request.url.path == "/api/imports" ? importLimit : Application.defaultContractBodyLimit
            },
            // An entry's files stream into staging; an import's JSON or CSV is parsed whole anyway.
            uploadLimit: { request in
                request.method == .POST && request.url.path == "/api/entries" ? uploadLimit : nil
            },
            middleware: middleware
        ) { transport in
            try handler.registerHandlers(on: transport, configuration: .suiteAPI)
        }
        SharedPageController(handler: handler).register(on: app)
        let reminderFeed = DailyReminderFeed(secret: app.config.signingSecret)
        try app.web(bodyLimit: MemoryWebController.bodyLimit,
                    uploadLimit: MemoryWebController.uploadLimit(maxFileBytes: options.maxFileBytes))
            .register(collection: MemoryWebController(
                handler: handler, map: EntryDetailPage.MapSource(
                    tiles: app.enableMap(tiles: options.mapTileURL, leafletDirectory: options.leafletDirectory, for: "memory"),
                    attribution: options.mapAttribution),
                reminderFeed: reminderFeed))
        // The calendar app polls the reminder feed without a session: the token is the key.
        try app.register(collection: DailyReminderFeedController(feed: reminderFeed))
        app.push.registerPlanner(.memory) { user, db, app in try await MemoryPush.replan(user: user, db: db, app: app) }

        app.jobs.register(ThumbnailJob.kind) { payload, app in
            try await ThumbnailJob.run(payload: payload, app: app, settings: settings)
        }
        app.jobs.register(TranscriptionJob.kind) { payload, app in
            try await TranscriptionJob.run(payload: payload, app: app, settings: settings)
        }
        app.jobs.register(MusicImportJob.kind) { payload, app in
            try await MusicImportJob.run(payload: payload, app: app, settings: settings)
        }
        let logger = app.logger
        let engine = options.speech ?? (app.hasSpeechEngine ? app.speech : WhisperWorker(
            configuration: Self.whisperConfiguration(), log: { logger.info("\($0)") }))
        app.speech = engine
        app.lifecycle.use(SpeechLifecycle(engine: engine, preload: options.preloadSpeech))
        app.places = PlaceDirectory(file: options.placesFile ?? PlaceDirectory.defaultFile())
        // Deleted entries past their undo window go, with their files, within a minute.
        app.lifecycle.use(BackgroundLoop(every: .seconds(60)) { app in
            do {
                try await EntryTrash.purge(deletedBefore: app.clock().addingTimeInterval(-EntryTrash.undoWindow), on: app.db,
                                           store: app.mediaStore)
            } catch {
                app.logger.report(error: error)
            }
        })
        app.startJobWorker()
        app.mediaReconciler.register(MemoryMediaCatalog.catalog)
        app.mediaReconciler.register(MusicImportCatalog.catalog)
        app.startMediaReconciliation()
    }

    // MARK: Account lifecycle

    public func deleteAccountData(userID: UUID, on db: any Database) async throws {
        try await EntrySearch.removeAll(userID: userID, on: db)
    }

    public func deleteAccountFiles(userID: UUID, in app: Application) async {
        await app.mediaStore.deleteAll(owner: userID)
    }

    /// The Whisper worker as the environment sets it up (see scripts/offline-data).
    private static func whisperConfiguration(_ read: (String) -> String? = Environment.get) -> WhisperWorker.Configuration {
        var configuration = WhisperWorker.Configuration(modelDirectory: SpeechModelLocation.resolve())
        if let threads = read("SPEECH_THREADS").flatMap(Int.init), (1...16).contains(threads) { configuration.threads = threads }
        return configuration
    }

    /// Timeline pages (`GET /api/entries`) are served from a cache while the owner's revision
    /// stands; every other route is computed each time.
    @Sendable private static func timelineRevision(_ request: Request) async throws -> (account: UUID, revision: Int64)? {
        guard request.url.path == "/api/entries", let account = request.auth.get(APIAccount.self) else { return nil }
        return (account.userID, try await request.memoryReads.revision(account.userID))
    }
}

extension Application {
    private struct RecapImagesKey: StorageKey { typealias Value = RevisionedResponseCache }

    /// The rendered recap images (`RecapImageFiles`), reachable for tests and diagnostics.
    var memoryRecapImages: RevisionedResponseCache? {
        get { storage[RecapImagesKey.self] }
        set { storage[RecapImagesKey.self] = newValue }
    }
}
