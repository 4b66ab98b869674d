import Fluent
import Foundation

/// A password-reset link's token, stored as its SHA-256 digest only: a database leak does not
/// hand out working links. Single use (`usedAt`), and it ends an hour after it was asked for.
final class PasswordReset: Model, @unchecked Sendable {
    static let schema = "password_resets"
    static let lifetime: TimeInterval = 3600

    @ID(custom: "token_digest", generatedBy: .user) var id: String?
    @Field(key: "user_id") var userID: UUID
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date
    @OptionalField(key: "used_at") var usedAt: Date?

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $userID, $createdAt, $expiresAt, $usedAt] }

    init(tokenDigest: String, userID: UUID, now: Date) {
        self.id = tokenDigest
        self.userID = userID
        self.createdAt = now
        self.expiresAt = now.addingTimeInterval(Self.lifetime)
    }
}
