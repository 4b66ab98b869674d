import Fluent
import NIOConcurrencyHelpers
import Vapor

/// Web Push for the whole suite: the VAPID signer, the endpoint rule, the delivery worker, and
/// each app's planner (how to re-plan one account's notifications of that app).
public final class PushService: Sendable {
    /// Re-plans `user`'s notifications of one app (upserting and cancelling with ``PushSchedule``),
    /// reading and writing through `db`: the transaction ``replan(_:users:on:)`` holds for it.
    public typealias Planner = @Sendable (_ user: UUID, _ db: any Database, _ app: Application) async throws -> Void

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

    /// The one way to re-plan: after a change that succeeded (an alarm moved, a launch followed,
    /// a device switched an app on) and after each delivery. One account's plans are made one at
    /// a time, on every instance: each planner reads the plan and rewrites the queue in a
    /// transaction holding the account's lock, so a plan read before another change committed
    /// never overwrites the queue that change made (a snooze pressed while the delivery worker
    /// re-plans). A failure is logged and never undoes the change.
    public func replan(_ apps: some Sequence<PushApp>, users: some Sequence<UUID>, on application: Application) async {
        for user in Set(users) {
            for app in Set(apps) {
                guard let planner = planners.withLockedValue({ $0[app] }) else { continue }
                do {
                    try await application.db.transaction { db in
                        try await TransactionLock.hold("push-plan", user, on: db)
                        try await planner(user, db, application)
                    }
                } catch {
                    application.logger.warning("push: re-planning \(app.rawValue) failed: \(String(reflecting: error))")
                }
            }
        }
    }

    public func replan(_ apps: some Sequence<PushApp>, user: UUID, on application: Application) async {
        await replan(apps, users: [user], on: application)
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
