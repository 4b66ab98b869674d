import Fluent
import Foundation
import ServerCore

/// An account's PolySleep settings: where and how its schedule is read and how it rings.
final class SleepProfile: Model, @unchecked Sendable {
    static let schema = "sleep_profiles"

    // MARK: Managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date

    // MARK: Data
    /// An IANA identifier ("Europe/Istanbul"): every block time is a wall time in this zone.
    @Field(key: "time_zone") var timeZone: String
    /// The language of texts made without a request (the calendar feed).
    @Field(key: "language") var language: String
    /// Local midnight of the adaptation's first day; nil until the user starts one.
    @OptionalField(key: "adaptation_start") var adaptationStart: Date?
    @Field(key: "adaptation_days") var adaptationDays: Int
    /// SleepKit's `NotificationSettings` as JSON.
    @Field(key: "settings") var settings: String
    /// Bumped to reset the calendar subscription: every older secret URL stops working.
    @Field(key: "calendar_generation") var calendarGeneration: Int

    // MARK: Relationships
    @Parent(key: "user_id") var owner: User

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $updatedAt, $timeZone, $language, $adaptationStart, $adaptationDays, $settings,
         $calendarGeneration, $owner]
    }

    init(ownerID: UUID, timeZone: String, language: String, settings: String, now: Date) {
        self.$owner.id = ownerID
        self.timeZone = timeZone
        self.language = language
        self.settings = settings
        adaptationDays = 0
        calendarGeneration = 1
        createdAt = now
        updatedAt = now
    }
}

/// The schedule in force from `effectiveDay` (a `DayKey`, "2025-06-10") until the next version.
final class SleepScheduleVersion: Model, @unchecked Sendable {
    static let schema = "sleep_schedules"

    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "effective_day") var effectiveDay: String
    /// SleepKit's `SleepSchedule` as JSON.
    @Field(key: "schedule") var schedule: String
    @Parent(key: "user_id") var owner: User

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $createdAt, $effectiveDay, $schedule, $owner] }

    init(ownerID: UUID, effectiveDay: String, schedule: String, now: Date) {
        self.$owner.id = ownerID
        self.effectiveDay = effectiveDay
        self.schedule = schedule
        createdAt = now
    }
}

/// A notification the user's action added (a snooze), kept until `expiresAt`.
final class SleepActiveRequest: Model, @unchecked Sendable {
    static let schema = "sleep_active_requests"

    @ID(key: .id) var id: UUID?
    @Field(key: "request_id") var requestID: String
    @Field(key: "fire_date") var fireDate: Date
    @Field(key: "expires_at") var expiresAt: Date
    /// SleepKit's `NotificationRequest` as JSON.
    @Field(key: "request") var request: String
    @Parent(key: "user_id") var owner: User

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $requestID, $fireDate, $expiresAt, $request, $owner] }
}
