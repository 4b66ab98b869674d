import Fluent
import Foundation

/// One device of one account that receives Web Push: the browser's `PushSubscription` and the
/// apps whose notifications it wants.
final class PushSubscriptionRecord: Model, @unchecked Sendable {
    static let schema = "push_subscriptions"

    @ID(key: .id) var id: UUID?
    @Field(key: "user_id") var userID: UUID
    @Field(key: "endpoint") var endpoint: String
    /// The browser's P-256 key and auth secret, base64url as the browser gave them.
    @Field(key: "p256dh") var p256dh: String
    @Field(key: "auth") var auth: String
    @Field(key: "device_name") var deviceName: String
    /// The apps switched on, comma-separated (`PushApp` raw values).
    @Field(key: "apps") var apps: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    var properties: [any AnyProperty] { [$id, $userID, $endpoint, $p256dh, $auth, $deviceName, $apps, $createdAt] }

    var enabledApps: Set<PushApp> {
        get { Set(apps.split(separator: ",").compactMap { PushApp(rawValue: String($0)) }) }
        set { apps = PushApp.allCases.filter(newValue.contains).map(\.rawValue).joined(separator: ",") }
    }
}

/// A notification to send to one account at `run_at`, keyed by (user, occurrence) so a change of
/// plan replaces it (``PushSchedule``) and a delivery happens once.
final class PushScheduledRecord: Model, @unchecked Sendable {
    static let schema = "push_scheduled"

    @ID(key: .id) var id: UUID?
    @Field(key: "user_id") var userID: UUID
    @Field(key: "app") var app: String
    /// The app's name for this notification ("sleep.wake.core@2026-11-29"): unique per account.
    @Field(key: "occurrence") var occurrence: String
    @Field(key: "run_at") var runAt: Date
    /// The ``PushMessage`` as JSON.
    @Field(key: "message") var message: String
    /// `queued`, `sending` (claimed; `locked_at` says since when), `sent` or `failed`.
    @Field(key: "state") var state: String
    @Field(key: "attempts") var attempts: Int
    @OptionalField(key: "locked_at") var lockedAt: Date?
    /// Subscriptions that already accepted it, comma-separated: a retry skips them.
    @Field(key: "delivered_to") var deliveredTo: String
    @OptionalField(key: "last_error") var lastError: String?
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    var properties: [any AnyProperty] {
        [$id, $userID, $app, $occurrence, $runAt, $message, $state, $attempts, $lockedAt, $deliveredTo, $lastError, $updatedAt]
    }
}
