import ContractCoding
import DisposableAPI
import Fluent
import Foundation
import Imaging
import NIOConcurrencyHelpers
import ServerCore
import Vapor

/// Disposable on the server: the contract's handlers under `/api/disposable/` (served at
/// `/api/disposable/openapi.yaml`), the live hub (relayed across instances with PostgreSQL),
/// the derivatives job, the scheduler (reveals, ends, retention), the App Site Association, the
/// join landing page and the printable card; an organizer's events go with the account.
public struct DisposableBackend: SuiteBackend {
    public var options: DisposableBackendOptions

    public init(options: DisposableBackendOptions = .fromEnvironment()) {
        self.options = options
    }

    public var launcherEntry: LauncherEntry? {
        LauncherEntry(key: "disposable", name: DisposableLauncherText.appName,
                      tagline: DisposableLauncherText.launcherTagline, availability: .available)
    }

    public var migrations: [any Migration] { DisposableMigrations.all }

    public func configure(_ app: Application) async throws {
        // The hub renders with the settings that hold it: built in two steps.
        let renderer = HubRenderer()
        let hub = LiveHub(heartbeatInterval: options.liveHeartbeat, render: { entries, app in try await renderer.render(entries, app) })
        let settings = DisposableSettings(
            options: options, store: app.mediaStore,
            signer: URLSigner(secret: app.config.signingSecret, purpose: "disposable-file"),
            imaging: try ImageProcessor(maxPixels: options.maxPixels), publicBaseURL: app.config.publicBaseURL, hub: hub,
            recoverySigner: URLSigner(secret: app.config.signingSecret, purpose: "disposable-recovery"))
        renderer.settings.withLockedValue { $0 = settings }
        if app.config.databaseURL != nil { PostgresLiveRelay.install(on: app, hub: hub) }
        let handler = DisposableAPIHandler(settings: settings)

        app.foreignBearerPrefixes.insert(ParticipantToken.prefix)
        let uploadLimit = ByteCount(value: options.maxUploadBytes + 1024 * 1024)
        try app.serveContract(
            document: try DisposableAPIDocument.yaml(), at: ["/api/disposable/openapi.yaml"],
            uploadLimit: { request in
                request.method == .POST && request.url.path.hasSuffix("/photos") ? uploadLimit : nil
            }
        ) { transport in
            try handler.registerHandlers(on: transport, configuration: .suiteAPI)
        }
        try DisposableWebRoutes.register(on: app, settings: settings)
        DisposableWebController(handler: handler, settings: settings).register(on: app)

        app.jobs.register(DerivativesJob.kind) { payload, app in
            try await DerivativesJob.run(payload: payload, app: app, settings: settings)
        }
        app.startJobWorker()
        app.mediaReconciler.register(DisposableMediaCatalog.catalog)
        app.startMediaReconciliation()
        DisposableScheduler.install(on: app, settings: settings)
        app.push.registerPlanner(.disposable) { user, db, app in try await DisposablePush.replan(.account(user), db: db, app: app) }
        app.push.registerGuestPlanner(.disposable) { guest, db, app in
            try await DisposablePush.replan(.guest(guest), db: db, app: app)
        }
        app.storage[DisposableSettingsKey.self] = settings
    }

    // MARK: Account lifecycle

    /// The organizer's events (and everything in them) go in the account's transaction; a
    /// guest's own rows stay with the events they joined, unlinked (the cascade sets null).
    public func deleteAccountData(userID: UUID, on db: any Database) async throws {
        let reads = DisposableReads.live(db.sql)
        let events = try await reads.organizedEvents(userID)
        OrganizerCleanup.remember(events, for: userID)
        // Their guests' devices and queued pushes go with them.
        for eventID in events {
            try await DisposablePush.forget(participants: try await reads.participants(eventID).compactMap(\.id), on: db)
        }
        try await DisposableEvent.query(on: db).filter(\.$organizerID == userID).delete()
    }

    /// Their media folders go once the deletion committed, and their open streams close (and
    /// the account's streams as a guest of other events).
    public func deleteAccountFiles(userID: UUID, in app: Application) async {
        for eventID in OrganizerCleanup.take(for: userID) {
            await app.mediaStore.deleteAll(owner: eventID)
            await app.disposableSettings?.hub.revoke(.event(eventID), app: app)
        }
        await app.disposableSettings?.hub.revoke(.account(userID), app: app)
    }

    /// Signing out everywhere ends the account's open streams, as it ends its tokens.
    public func accountSignedOutEverywhere(userID: UUID, in app: Application) async {
        await app.disposableSettings?.hub.revoke(.account(userID), app: app)
    }
}

extension Application {
    /// The backend's settings (tests reach the hub and the scheduler's tick through it).
    var disposableSettings: DisposableSettings? { storage[DisposableSettingsKey.self] }

    /// Disposable's reads for the live streams, on the pool kept for them (`liveReads`).
    var disposableLiveReads: DisposableReads { .live(liveReads.sql) }
}

private struct DisposableSettingsKey: StorageKey { typealias Value = DisposableSettings }

/// Events of an account being deleted, between the row deletion and the file clean-up.
enum OrganizerCleanup {
    private static let pending = NIOLockedValueBox<[UUID: [UUID]]>([:])

    static func remember(_ events: [UUID], for userID: UUID) {
        pending.withLockedValue { $0[userID] = events }
    }

    static func take(for userID: UUID) -> [UUID] {
        pending.withLockedValue { $0.removeValue(forKey: userID) ?? [] }
    }
}

/// Renders hub entries with the backend's settings (set once, right after the hub exists).
final class HubRenderer: Sendable {
    let settings = NIOLockedValueBox<DisposableSettings?>(nil)

    func render(_ entries: [LogRecord], _ app: Application) async throws -> [RenderedEntry] {
        guard let settings = settings.withLockedValue({ $0 }) else { return [] }
        return try await LiveRendering.render(
            entries, mapping: DisposableMapping(settings: settings, now: app.clock()), reads: app.disposableLiveReads)
    }
}
