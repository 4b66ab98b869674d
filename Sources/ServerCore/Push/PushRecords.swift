import Fluent
import Foundation

/// One device of one recipient (an account, or an app's guest: ``PushRecipient``) that receives
/// Web Push: the browser's `PushSubscription` and the apps whose notifications it wants. An
/// endpoint belongs to one account at most; a guest's rows are its own (a phone at two events
/// is two guests' device, and may be an account's too).
final class PushSubscriptionRecord: Model, PushRecipientRow, @unchecked Sendable {
    static let schema = "push_subscriptions"

    @ID(key: .id) var id: UUID?
    @OptionalField(key: "user_id") var userID: UUID?
    @OptionalField(key: "guest_id") var guestID: UUID?
    @Field(key: "endpoint") var endpoint: String
    /// The browser's P-256 key and auth secret, base64url as the browser gave them.
    @Field(key: "p256dh") var p256dh: String
    @Field(key: "auth") var auth: String
    @Field(key: "device_name") var deviceName: String
    /// The apps switched on, comma-separated (`PushApp` raw values).
    @Field(key: "apps") var apps: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    static var userColumn: KeyPath<PushSubscriptionRecord, OptionalFieldProperty<PushSubscriptionRecord, UUID>> { \.$userID }
    static var guestColumn: KeyPath<PushSubscriptionRecord, OptionalFieldProperty<PushSubscriptionRecord, UUID>> { \.$guestID }

    var properties: [any AnyProperty] { [$id, $userID, $guestID, $endpoint, $p256dh, $auth, $deviceName, $apps, $createdAt] }

    var enabledApps: Set<PushApp> {
        get { Set(apps.split(separator: ",").compactMap { PushApp(rawValue: String($0)) }) }
        set { apps = PushApp.allCases.filter(newValue.contains).map(\.rawValue).joined(separator: ",") }
    }
}

/// A notification to send to one recipient at `run_at`, keyed by (recipient, occurrence) so a
/// change of plan replaces it (``PushSchedule``) and a delivery happens once.
final class PushScheduledRecord: Model, PushRecipientRow, @unchecked Sendable {
    static let schema = "push_scheduled"

    @ID(key: .id) var id: UUID?
    @OptionalField(key: "user_id") var userID: UUID?
    @OptionalField(key: "guest_id") var guestID: UUID?
    @Field(key: "app") var app: String
    /// The app's name for this notification ("sleep.wake.core@2026-11-29"): unique per recipient.
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

    static var userColumn: KeyPath<PushScheduledRecord, OptionalFieldProperty<PushScheduledRecord, UUID>> { \.$userID }
    static var guestColumn: KeyPath<PushScheduledRecord, OptionalFieldProperty<PushScheduledRecord, UUID>> { \.$guestID }

    var properties: [any AnyProperty] {
        [$id, $userID, $guestID, $app, $occurrence, $runAt, $message, $state, $attempts, $lockedAt, $deliveredTo, $lastError, $updatedAt]
    }
}
