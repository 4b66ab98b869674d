import Fluent
import Foundation

/// A launch one account starred, with the name and NET it had then (`KeptLaunchRecord`).
final class FavouriteRecord: KeptLaunchRecord, @unchecked Sendable {
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

    static var ownerField: KeyPath<FavouriteRecord, FieldProperty<FavouriteRecord, UUID>> { \.$ownerID }
    static var launchField: KeyPath<FavouriteRecord, FieldProperty<FavouriteRecord, String>> { \.$launchID }

    init() {}

    init(ownerID: UUID, launchID: String, name: String, net: Date?, createdAt: Date) {
        self.ownerID = ownerID
        self.launchID = launchID
        self.name = name
        self.net = net
        self.createdAt = createdAt
    }
}
