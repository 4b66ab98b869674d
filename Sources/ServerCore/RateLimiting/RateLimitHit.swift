import Fluent
import Foundation

/// One counted attempt of a rate limit. In the database rather than in memory so every server
/// instance on one PostgreSQL counts the same attempts.
final class RateLimitHit: Model, @unchecked Sendable {
    static let schema = "rate_limit_hits"

    @ID(key: .id) var id: UUID?
    /// Which limit counts it (`login`, `disposable.code`, …).
    @Field(key: "scope") var scope: String
    /// Digest of what is limited (an address, an email and an address, an event): the table never
    /// stores who tried.
    @Field(key: "key_digest") var keyDigest: String
    @Field(key: "hit_at") var hitAt: Date

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $scope, $keyDigest, $hitAt] }

    init(scope: String, keyDigest: String, hitAt: Date) {
        self.id = UUID()
        self.scope = scope
        self.keyDigest = keyDigest
        self.hitAt = hitAt
    }
}
