import Fluent
import NIOConcurrencyHelpers
import Vapor

/// Web Push for the whole suite: the VAPID signer, the endpoint rule, the delivery worker, and
/// each app's planner (how to re-plan one account's notifications of that app).
public final class PushService: Sendable {
    /// Re-plans `user`'s notifications of one app (upserting and cancelling with ``PushSchedule``),
    /// reading and writing through `db`: the transaction ``replan(_:users:on:)`` holds for it.
    public typealias Planner = @Sendable (_ user: UUID, _ db: any Database, _ app: Application) async throws -> Void
    /// Re-plans one guest's notifications of one app (the guest's id is the app's own), the same way.
    public typealias GuestPlanner = @Sendable (_ guest: UUID, _ db: any Database, _ app: Application) async throws -> Void

    public let signer: VAPIDSigner
    private let endpointPolicy: NIOLockedValueBox<PushEndpointPolicy>
    /// Which endpoints a device may name (replaceable: a test allows its loopback push service).
    public var policy: PushEndpointPolicy {
        get { endpointPolicy.withLockedValue { $0 } }
        set { endpointPolicy.withLockedValue { $0 = newValue } }
    }
    private let planners = NIOLockedValueBox<[PushApp: Planner]>([:])
    private let guestPlanners = NIOLockedValueBox<[PushApp: GuestPlanner]>([:])

    public init(settings: PushSettings) {
        signer = VAPIDSigner(key: settings.vapidKey, contact: settings.contact)
        endpointPolicy = NIOLockedValueBox(PushEndpointPolicy(extraHosts: settings.extraEndpointHosts))
    }

    /// Declares how `app`'s notifications are planned for one account. It runs when a device
    /// switches the app on (or subscribes) and after each delivery of that app's notifications,
    /// so a rolling plan (a week of alarms) keeps extending while someone receives it.
    public func registerPlanner(_ app: PushApp, _ planner: @escaping Planner) {
        planners.withLockedValue { $0[app] = planner }
    }

    /// Declares how `app`'s notifications are planned for one of its guests (people it knows
    /// without an account): run when the guest's device subscribes and after each delivery.
    public func registerGuestPlanner(_ app: PushApp, _ planner: @escaping GuestPlanner) {
        guestPlanners.withLockedValue { $0[app] = planner }
    }

    /// The one way to re-plan: after a change that succeeded (an alarm moved, a launch followed,
    /// a device switched an app on) and after each delivery. One account's plans are made one at
    /// a time, on every instance: each planner reads the plan and rewrites the queue in a
    /// transaction holding the account's lock, so a plan read before another change committed
    /// never overwrites the queue that change made (a snooze pressed while the delivery worker
    /// re-plans). A failure is logged and never undoes the change.
    public func replan(_ apps: some Sequence<PushApp>, users: some Sequence<UUID>, on application: Application) async {
        await replan(apps, recipients: users.map(PushRecipient.account), on: application)
    }

    /// The same for any recipients: a guest's plans are made one at a time too (locked by its id).
    public func replan(_ apps: some Sequence<PushApp>, recipients: some Sequence<PushRecipient>, on application: Application) async {
        for recipient in Set(recipients) {
            for app in Set(apps) {
                let key: UUID
                let plan: (@Sendable (any Database) async throws -> Void)?
                switch recipient {
                case .account(let user):
                    key = user
                    if let planner = planners.withLockedValue({ $0[app] }) {
                        plan = { @Sendable db in try await planner(user, db, application) }
                    } else { plan = nil }
                case .guest(let guest):
                    key = guest
                    if let planner = guestPlanners.withLockedValue({ $0[app] }) {
                        plan = { @Sendable db in try await planner(guest, db, application) }
                    } else { plan = nil }
                }
                guard let plan else { continue }
                do {
                    try await application.db.transaction { db in
                        try await TransactionLock.hold("push-plan", key, on: db)
                        try await plan(db)
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
