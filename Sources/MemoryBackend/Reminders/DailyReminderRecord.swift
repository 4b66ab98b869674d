import Fluent
import Foundation

/// One account's daily reminder: the local time it rings (nil: off) and the generation of its
/// private calendar link (`PrivateFeedToken`; "Reset link" bumps it, ending every older link).
/// Deleted with the account (the foreign key cascades).
final class DailyReminderRecord: Model, @unchecked Sendable {
    static let schema = "memory_daily_reminders"

    @ID(key: .id) var id: UUID?
    @Field(key: "user_id") var ownerID: UUID
    /// Minutes after local midnight (0…1439), wherever the reader's phone is that day.
    @OptionalField(key: "minute_of_day") var minuteOfDay: Int?
    @Field(key: "feed_generation") var feedGeneration: Int
    /// The time zone (identifier) and language of the browser that last set the time: where and
    /// how the push reminder rings (`MemoryPush`).
    @OptionalField(key: "time_zone") var timeZone: String?
    @OptionalField(key: "language") var language: String?
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $ownerID, $minuteOfDay, $feedGeneration, $timeZone, $language, $updatedAt] }

    init(ownerID: UUID, minuteOfDay: Int?, feedGeneration: Int, updatedAt: Date) {
        self.ownerID = ownerID
        self.minuteOfDay = minuteOfDay
        self.feedGeneration = feedGeneration
        self.updatedAt = updatedAt
    }
}
