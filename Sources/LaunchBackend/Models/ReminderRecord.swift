import Fluent
import Foundation

/// A launch one account asked to be reminded of, with the name and NET it had then
/// (`KeptLaunchRecord`; the list and the feed prefer the cache's newer copy).
final class ReminderRecord: KeptLaunchRecord, @unchecked Sendable {
    static let schema = "launches_reminders"

    // MARK: Managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date

    // MARK: Data
    @Field(key: "launch_id") var launchID: String
    @Field(key: "name") var name: String
    @OptionalField(key: "net") var net: Date?
    /// Whether `net` was known to the minute (else the feed shows a day and rings nothing).
    @Field(key: "net_exact") var isExactTime: Bool
    /// The reminder pushes' language and time zone: the page's when it was set (`LaunchPush`).
    @OptionalField(key: "language") var language: String?
    @OptionalField(key: "time_zone") var timeZone: String?
    /// Whether the launch was last seen scrubbed or on hold (nil: not looked at since it was set).
    @OptionalField(key: "held") var held: Bool?

    // MARK: Relationships
    @Field(key: "user_id") var ownerID: UUID

    static var ownerField: KeyPath<ReminderRecord, FieldProperty<ReminderRecord, UUID>> { \.$ownerID }
    static var launchField: KeyPath<ReminderRecord, FieldProperty<ReminderRecord, String>> { \.$launchID }

    init() {}

    init(ownerID: UUID, launchID: String, name: String, net: Date?, isExactTime: Bool, createdAt: Date) {
        self.ownerID = ownerID
        self.launchID = launchID
        self.name = name
        self.net = net
        self.isExactTime = isExactTime
        self.createdAt = createdAt
    }
}

/// The generation of one account's private reminders feed (`PrivateFeedToken`): a reset bumps
/// it, which ends every older link.
final class ReminderFeedRecord: Model, @unchecked Sendable {
    static let schema = "launches_reminder_feeds"

    @ID(key: .id) var id: UUID?
    @Field(key: "user_id") var ownerID: UUID
    @Field(key: "generation") var generation: Int

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $ownerID, $generation] }

    init(ownerID: UUID, generation: Int) {
        self.ownerID = ownerID
        self.generation = generation
    }
}
