import DisposableKit
import Fluent
import Foundation

/// An event: its fixed parameters, its join link and code, and whether the scheduler has
/// announced its reveal and its end.
final class DisposableEvent: Model, @unchecked Sendable {
    static let schema = "disposable_events"

    // managed
    @ID(key: .id) var id: UUID?

    // data
    @Field(key: "name") var name: String
    @Field(key: "organizer_name") var organizerName: String
    /// In the QR code's URL (`/e/{token}`); kept, because the organizer prints it again.
    @Field(key: "join_token") var joinToken: String
    @Field(key: "short_code") var shortCode: String
    @Field(key: "starts_at") var startsAt: Date
    @Field(key: "ends_at") var endsAt: Date
    @Field(key: "reveal_mode") var revealMode: String
    @Field(key: "reveal_at") var revealAt: Date
    @Field(key: "delete_at") var deleteAt: Date
    @Field(key: "shots_per_person") var shotsPerPerson: Int
    @Field(key: "time_zone") var timeZone: String
    @Field(key: "language") var language: String
    @Field(key: "terms_version") var termsVersion: String
    @Field(key: "consented_at") var consentedAt: Date
    @Field(key: "revealed_announced") var revealedAnnounced: Bool
    @Field(key: "ended_announced") var endedAnnounced: Bool

    // relationships
    @Field(key: "organizer_id") var organizerID: UUID

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $name, $organizerName, $joinToken, $shortCode, $startsAt, $endsAt, $revealMode, $revealAt, $deleteAt,
         $shotsPerPerson, $timeZone, $language, $termsVersion, $consentedAt, $revealedAnnounced, $endedAnnounced,
         $organizerID]
    }

    // `timeline` and `zone`: EventFields.
}

/// Someone taking part: the organizer (a suite account) or a guest (a name, maybe linked to an
/// account). `shots_used` only grows: a deleted photo does not give its shot back.
final class DisposableParticipant: Model, @unchecked Sendable {
    static let schema = "disposable_participants"

    enum Role: String { case organizer, guest }

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "joined_at") var joinedAt: Date

    // data
    @Field(key: "role") var role: String
    @Field(key: "display_name") var displayName: String
    @Field(key: "shots_used") var shotsUsed: Int
    @Field(key: "terms_version") var termsVersion: String
    @Field(key: "consented_at") var consentedAt: Date

    // relationships
    @Field(key: "event_id") var eventID: UUID
    @OptionalField(key: "user_id") var userID: UUID?

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $joinedAt, $role, $displayName, $shotsUsed, $termsVersion, $consentedAt, $eventID, $userID]
    }

    init(eventID: UUID, userID: UUID?, role: Role, displayName: String, termsVersion: String, now: Date) {
        self.id = UUID()
        self.eventID = eventID
        self.userID = userID
        self.role = role.rawValue
        self.displayName = displayName
        self.shotsUsed = 0
        self.termsVersion = termsVersion
        self.consentedAt = now
        self.joinedAt = now
    }
}

/// A device's participant token, stored as its SHA-256 digest only.
final class ParticipantToken: Model, @unchecked Sendable {
    static let schema = "disposable_participant_tokens"
    static let prefix = "dpt_"

    @ID(custom: "token_hash", generatedBy: .user) var id: String?
    @Field(key: "participant_id") var participantID: UUID
    @Field(key: "created_at") var createdAt: Date

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $participantID, $createdAt] }

    init(hash: String, participantID: UUID, now: Date) {
        self.id = hash
        self.participantID = participantID
        self.createdAt = now
    }
}

/// The retired table of join attempts: ServerCore's `RateLimiter` counts them in
/// `rate_limit_hits` now (`JoinLimits`). The name stays for the landed migrations.
enum JoinAttempt {
    static let schema = "disposable_join_attempts"
}
