import Fluent
import Vapor

/// One sign-in attempt, kept for the throttling window until a successful sign-in clears the
/// pair's attempts (so what remains are failures). In the database rather than in memory so
/// several server instances count the same attempts.
final class LoginFailure: Model, @unchecked Sendable {
    static let schema = "login_failures"

    @ID(key: .id) var id: UUID?
    /// Digest of the normalized email: the table never stores who was tried.
    @Field(key: "email_digest") var emailDigest: String
    @Field(key: "client_address") var clientAddress: String
    @Field(key: "attempted_at") var attemptedAt: Date

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $emailDigest, $clientAddress, $attemptedAt] }

    init(emailDigest: String, clientAddress: String, attemptedAt: Date) {
        self.emailDigest = emailDigest
        self.clientAddress = clientAddress
        self.attemptedAt = attemptedAt
    }
}
