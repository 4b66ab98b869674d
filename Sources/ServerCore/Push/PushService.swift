import NIOConcurrencyHelpers
import Vapor

/// Web Push for the whole suite: the VAPID signer, the endpoint rule, the delivery worker, and
/// each app's planner (how to re-plan one account's notifications of that app).
public final class PushService: Sendable {
    /// Re-plans `user`'s notifications of one app (upserting and cancelling with ``PushSchedule``).
    public typealias Planner = @Sendable (_ user: UUID, _ app: Application) async throws -> Void

    public let signer: VAPIDSigner
    public let policy: PushEndpointPolicy
    private let planners = NIOLockedValueBox<[PushApp: Planner]>([:])

    public init(settings: PushSettings) {
        signer = VAPIDSigner(key: settings.vapidKey, contact: settings.contact)
        policy = PushEndpointPolicy(extraHosts: settings.extraEndpointHosts)
    }

    /// Declares how `app`'s notifications are planned for one account. It runs when a device
    /// switches the app on (or subscribes) and after each delivery of that app's notifications,
    /// so a rolling plan (a week of alarms) keeps extending while someone receives it.
    public func registerPlanner(_ app: PushApp, _ planner: @escaping Planner) {
        planners.withLockedValue { $0[app] = planner }
    }

    func replan(_ apps: some Sequence<PushApp>, user: UUID, on application: Application) async {
        for app in apps {
            guard let planner = planners.withLockedValue({ $0[app] }) else { continue }
            do { try await planner(user, application) } catch {
                application.logger.warning("push: re-planning \(app.rawValue) failed: \(String(reflecting: error))")
            }
        }
    }
}

extension Application {
    private struct PushServiceKey: StorageKey { typealias Value = PushService }

    /// The suite's Web Push service (set up by `configureServerCore`).
    public var push: PushService {
        get {
            guard let service = storage[PushServiceKey.self] else { fatalError("push is set up by configureServerCore") }
            return service
        }
        set { storage[PushServiceKey.self] = newValue }
    }

    /// Reads the push settings, mounts `/api/push/*` and starts the delivery worker.
    func configurePush(settings: PushSettings) throws {
        push = PushService(settings: settings)
        try servePushContract()
        try web.register(collection: PushSettingsController())
        lifecycle.use(BackgroundLoop(every: .seconds(1)) { application in
            do {
                try await PushDelivery.drain(app: application)
            } catch {
                application.logger.warning("push delivery: \(String(reflecting: error))")
            }
        })
    }
}
