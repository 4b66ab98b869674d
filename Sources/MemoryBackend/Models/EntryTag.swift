import Fluent
import Foundation

/// A user's tag; `match_key` (Turkish-folded) makes "İzmir" and "izmir" one tag.
final class MemoryTag: Model, @unchecked Sendable {
    static let schema = "memory_tags"

    @ID(key: .id) var id: UUID?
    @Field(key: "name") var name: String
    @Field(key: "match_key") var matchKey: String
    @Field(key: "user_id") var userID: UUID

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $name, $matchKey, $userID] }

    init(userID: UUID, name: String, matchKey: String) {
        self.userID = userID
        self.name = name
        self.matchKey = matchKey
    }
}

/// A tag on an entry, in the order the user gave the tags.
final class EntryTagLink: Model, @unchecked Sendable {
    static let schema = "memory_entry_tags"

    @ID(key: .id) var id: UUID?
    @Field(key: "position") var position: Int
    @Parent(key: "entry_id") var entry: MemoryEntry
    @Parent(key: "tag_id") var tag: MemoryTag

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $position, $entry, $tag] }

    init(entryID: UUID, tagID: UUID, position: Int) {
        self.$entry.id = entryID
        self.$tag.id = tagID
        self.position = position
    }
}
