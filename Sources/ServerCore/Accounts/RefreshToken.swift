import Fluent
import Vapor

/// An opaque refresh token, stored only as its digest.
///
/// Tokens issued from one login share a `familyID`. Each refresh rotates: the old row gets
/// `rotatedAt`, a new row is issued in the same family. Presenting a rotated token again means it
/// leaked, so the whole family is revoked (RFC 9700 §4.14.2).
public final class RefreshToken: Model, @unchecked Sendable {
    public static let schema = "refresh_tokens"

    // MARK: Managed
    @ID(key: .id) public var id: UUID?
    @Field(key: "created_at") public var createdAt: Date

    // MARK: Data
    @Field(key: "family_id") public var familyID: UUID
    @Field(key: "token_digest") public var tokenDigest: String
    @Field(key: "expires_at") public var expiresAt: Date
    @OptionalField(key: "rotated_at") public var rotatedAt: Date?
    @OptionalField(key: "revoked_at") public var revokedAt: Date?

    // MARK: Relationships
    @Parent(key: "user_id") public var user: User

    public init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    public var properties: [any AnyProperty] {
        [$id, $createdAt, $familyID, $tokenDigest, $expiresAt, $rotatedAt, $revokedAt, $user]
    }

    init(userID: UUID, familyID: UUID, tokenDigest: String, createdAt: Date, expiresAt: Date) {
        self.$user.id = userID
        self.familyID = familyID
        self.tokenDigest = tokenDigest
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
