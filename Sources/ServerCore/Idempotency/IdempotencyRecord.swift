import Fluent
import Foundation

/// One `Idempotency-Key` a user sent: the hash of the request it came with and, once the
/// request has finished, the response to replay.
final class IdempotencyRecord: Model, @unchecked Sendable {
    static let schema = "idempotency_keys"

    // managed
    @ID(key: .id) var id: UUID?
    @Timestamp(key: "created_at", on: .none) var createdAt: Date?

    // data
    @Field(key: "user_id") var userID: UUID
    @Field(key: "scope") var scope: String
    @Field(key: "key") var key: String
    @Field(key: "request_hash") var requestHash: String
    /// nil while the first request is still running.
    @OptionalField(key: "status") var status: Int?
    @OptionalField(key: "body") var body: Data?
    @OptionalField(key: "location") var location: String?

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $userID, $scope, $key, $requestHash, $status, $body, $location]
    }

    init(userID: UUID, scope: String, key: String, requestHash: String, createdAt: Date) {
        self.userID = userID
        self.scope = scope
        self.key = key
        self.requestHash = requestHash
        self.createdAt = createdAt
    }
}
