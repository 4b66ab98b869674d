import Fluent
import Vapor

/// A browser's `PushSubscription` saved as one recipient's device: the same checks and the same
/// row for an account (`/api/push/subscriptions`) and for an app's guest (Disposable's
/// `/me/push`).
public enum PushDevices {
    /// The endpoint (``PushEndpointPolicy``, asked off the event loop: it may resolve the host) and
    /// the browser's keys, or a 422 that names what is wrong.
    public static func checked(endpoint: String, p256dh: String, auth: String, app: Application) async throws -> URL {
        let policy = app.push.policy
        let url = try await app.threadPool.runIfActive { try policy.check(endpoint) }
        guard let key = SecureRandom.base64URLDecoded(p256dh), key.count == 65, key.first == 4,
            (try? P256.KeyAgreement.PublicKey(x963Representation: key)) != nil
        else { throw invalidKeys("keys.p256dh must be the browser's uncompressed P-256 key (65 bytes, base64url).") }
        guard let secret = SecureRandom.base64URLDecoded(auth), secret.count == 16 else {
            throw invalidKeys("keys.auth must be the browser's 16-byte secret, base64url.")
        }
        return url
    }

    /// Saves `endpoint` as `recipient`'s device and answers whether it is new to the recipient
    /// (then re-plan its apps). The same endpoint again updates the row. An account's endpoint
    /// is one account's: one another account had moves (the browser was signed in as someone
    /// else). A guest's rows are the guest's own: the same browser may be an account's device too.
    @discardableResult
    public static func save(
        _ recipient: PushRecipient, endpoint: URL, p256dh: String, auth: String, deviceName: String, apps: Set<PushApp>,
        on db: any Database, now: Date
    ) async throws -> Bool {
        try await saveRecord(recipient, endpoint: endpoint, p256dh: p256dh, auth: auth, deviceName: deviceName, apps: apps,
                             on: db, now: now).isNew
    }

    static func saveRecord(
        _ recipient: PushRecipient, endpoint: URL, p256dh: String, auth: String, deviceName: String, apps: Set<PushApp>,
        on db: any Database, now: Date
    ) async throws -> (record: PushSubscriptionRecord, isNew: Bool) {
        let sameEndpoint = PushSubscriptionRecord.query(on: db).filter(\.$endpoint == endpoint.absoluteString)
        let existing: PushSubscriptionRecord? = switch recipient {
        case .account: try await sameEndpoint.filter(\.$userID != nil).first()
        case .guest: try await sameEndpoint.filter(recipient).first()
        }
        let record = existing ?? PushSubscriptionRecord()
        let isNew = record.id == nil || record.recipient != recipient
        record.recipient = recipient
        record.endpoint = endpoint.absoluteString
        record.p256dh = p256dh
        record.auth = auth
        record.deviceName = String(deviceName.prefix(100))
        if isNew {
            record.enabledApps = apps
            record.createdAt = now
        }
        try await record.save(on: db)
        return (record, isNew)
    }

    /// What a recipient's data export says about a device that receives its notifications: what
    /// the browser was, which push service delivers to it, and since when. Never the endpoint or
    /// its keys (whoever holds those can send to the device).
    public struct Summary: Sendable, Equatable {
        public var deviceName: String
        public var pushService: String
        public var addedAt: Date
    }

    /// `recipient`'s devices, oldest first.
    public static func summaries(of recipient: PushRecipient, on db: any Database) async throws -> [Summary] {
        try await PushSubscriptionRecord.query(on: db).filter(recipient).sort(\.$createdAt).all().map {
            Summary(deviceName: $0.deviceName, pushService: URL(string: $0.endpoint)?.host() ?? "", addedAt: $0.createdAt)
        }
    }

    /// Removes `recipient`'s device with this endpoint (none: nothing to do); true when one went.
    @discardableResult
    public static func remove(_ recipient: PushRecipient, endpoint: String, on db: any Database) async throws -> Bool {
        let rows = try await PushSubscriptionRecord.query(on: db).filter(recipient).filter(\.$endpoint == endpoint).all()
        for row in rows { try await row.delete(on: db) }
        return !rows.isEmpty
    }

    static func invalidKeys(_ detail: String) -> AppError {
        AppError(.unprocessableEntity, code: "invalid_keys", detail: detail, field: "keys")
    }
}
