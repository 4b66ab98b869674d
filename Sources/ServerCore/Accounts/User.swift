import Fluent
import Vapor

/// An account: the owner every app's data hangs from.
public final class User: Model, @unchecked Sendable {
    public static let schema = "users"

    // MARK: Managed
    @ID(key: .id) public var id: UUID?
    @Timestamp(key: "created_at", on: .create) public var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) public var updatedAt: Date?

    // MARK: Data
    /// Normalized (trimmed, lowercased) so lookups are exact matches.
    @Field(key: "email") public var email: String
    @Field(key: "password_hash") public var passwordHash: String

    public init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    public var properties: [any AnyProperty] { [$id, $createdAt, $updatedAt, $email, $passwordHash] }

    public init(id: UUID? = nil, email: String, passwordHash: String) {
        self.id = id
        self.email = email
        self.passwordHash = passwordHash
    }
}

/// Web pages remember the signed-in account by id in the session.
extension User: ModelSessionAuthenticatable {}
