import Fluent
import Foundation

/// A launch one account starred, with the name and NET it had then, so the favourites list
/// shows without asking LL2 for every row (each launch is one call of a 15-an-hour budget).
final class FavouriteRecord: Model, @unchecked Sendable {
    static let schema = "launches_favourites"

    // MARK: Managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date

    // MARK: Data
    @Field(key: "launch_id") var launchID: String
    @Field(key: "name") var name: String
    @OptionalField(key: "net") var net: Date?

    // MARK: Relationships
    @Field(key: "user_id") var ownerID: UUID

    init() {}

    init(ownerID: UUID, launchID: String, name: String, net: Date?, createdAt: Date) {
        self.ownerID = ownerID
        self.launchID = launchID
        self.name = name
        self.net = net
        self.createdAt = createdAt
    }
}
