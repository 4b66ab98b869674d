import Fluent
import Foundation

/// A public link to one entry or one month's recap, until it expires or is revoked.
final class ShareLink: Model, @unchecked Sendable {
    static let schema = "memory_share_links"

    // managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date

    // data
    @Field(key: "target") var target: String
    @OptionalField(key: "entry_id") var entryID: UUID?
    @OptionalField(key: "year") var year: Int?
    @OptionalField(key: "month") var month: Int?
    /// SHA-256 of the token: the database alone never yields a working link.
    @Field(key: "token_digest") var tokenDigest: String
    @Field(key: "expires_at") var expiresAt: Date
    @OptionalField(key: "revoked_at") var revokedAt: Date?

    // relationships
    @Field(key: "user_id") var userID: UUID

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $target, $entryID, $year, $month, $tokenDigest, $expiresAt, $revokedAt, $userID]
    }
}
