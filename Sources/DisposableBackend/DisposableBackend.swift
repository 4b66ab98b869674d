import DisposableAPI
import Fluent
import Foundation
import Imaging
import NIOConcurrencyHelpers
import OpenAPIVapor
import ServerCore
import Vapor

extension Application {
    /// Adds Disposable: migrations, the contract's handlers under `/api/disposable/`, the live
    /// hub (with PostgreSQL, relayed across instances), the derivatives job, the scheduler
    /// (reveals, ends, retention), the App Site Association, the join landing page and the
    /// printable card, and the clean-up of an organizer's events when the account goes.
    public func configureDisposableBackend(options: DisposableBackendOptions = .fromEnvironment()) throws {
        migrations.add(DisposableMigrations.all)
        let store = LocalMediaStore(root: config.dataDirectory.appendingPathComponent("media", isDirectory: true))
        let signer = URLSigner(secret: config.signingSecret, purpose: "disposable-file")
        let publicBaseURL = config.publicBaseURL
        let imaging = try ImageProcessor(maxPixels: options.maxPixels)
        // The hub renders with settings that hold the hub: built in two steps.
        let renderer = HubRenderer()
        let hub = LiveHub(render: { entries, app in try await renderer.render(entries, app) })
        let settings = DisposableSettings(
            options: options, store: store, signer: signer, imaging: imaging, publicBaseURL: publicBaseURL, hub: hub)
        renderer.settings.withLockedValue { $0 = settings }
        if config.databaseURL != nil { PostgresLiveRelay.install(on: self, hub: hub) }
        let handler = DisposableAPIHandler(settings: settings)

        // Bodies are read whole before the generated handlers run (an early answer must not
        // leave a half-read upload on a keep-alive connection); only uploads may be large.
        let uploadLimit = ByteCount(value: options.maxUploadBytes + 1024 * 1024)
        let api = grouped([
            CollectBodyMiddleware { request in
                request.method == .POST && request.url.path.hasSuffix("/photos") ? uploadLimit : "256kb"
            },
            DisposableContractErrors(), DisposableRequestInjectionMiddleware(),
        ])
        try handler.registerHandlers(on: VaporTransport(routesBuilder: api), configuration: .disposableAPI)
        let document = try DisposableAPIDocument.yaml()
        get("api", "disposable", "openapi.yaml") { _ in
            Response(status: .ok, headers: ["Content-Type": "application/yaml"], body: .init(data: document))
        }
        try DisposableWebRoutes.register(on: self, settings: settings, handler: handler)

        jobs.register(DerivativesJob.kind) { payload, app in
            try await DerivativesJob.run(payload: payload, app: app, settings: settings)
        }
        startJobWorker()
        lifecycle.use(DisposableScheduler(settings: settings))
        // The organizer's events go with the account: rows by cascade, files after the commit.
        accountLifecycle.onDelete { userID, db in
            let events = try await DisposableEvent.query(on: db).filter(\.$organizerID == userID).all()
            let ids = events.compactMap(\.id)
            try await DisposableEvent.query(on: db).filter(\.$id ~~ ids).delete()
            OrganizerCleanup.remember(ids, for: userID)
        }
        accountLifecycle.afterDelete { userID in
            for eventID in OrganizerCleanup.take(for: userID) {
                store.deleteAll(owner: eventID)
                hub.close(eventID)
            }
        }
        storage[DisposableSettingsKey.self] = settings
    }

    /// The backend's settings (tests and commands reach the hub, the scheduler's tick).
    var disposableSettings: DisposableSettings? { storage[DisposableSettingsKey.self] }
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

    func render(_ entries: [EventLogEntry], _ app: Application) async throws -> [RenderedEntry] {
        guard let settings = settings.withLockedValue({ $0 }) else { return [] }
        return try await LiveRendering.render(
            entries, mapping: DisposableMapping(settings: settings, now: app.clock()), on: app.db)
    }
}
