import Fluent
import Foundation
import NotesKit
import ServerCore

/// One note of one account. The dates are set by the server's clock (not Fluent timestamps) so
/// an import keeps the dates a note had on the phone, and tests pin time.
final class NoteRecord: Model, @unchecked Sendable {
    static let schema = "notes"

    // MARK: Managed
    @ID(key: .id) var id: UUID?
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date
    /// Set when the note is deleted; the row stays for the undo window, then is purged.
    @OptionalField(key: "deleted_at") var deletedAt: Date?

    // MARK: Data
    @Field(key: "title") var title: String
    @Field(key: "body") var body: String

    // MARK: Relationships
    @Parent(key: "user_id") var owner: User

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] { [$id, $createdAt, $updatedAt, $deletedAt, $title, $body, $owner] }

    init(id: UUID? = nil, ownerID: UUID, title: String, body: String, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.$owner.id = ownerID
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The kit's value type, so every rule (search, sort, preview, export) runs on it unchanged.
    ///
    /// Only a saved record has an id; asking an unsaved one is a programming error, and it throws
    /// (`FluentError.idRequired`) instead of inventing an id that matches no row.
    var note: Note {
        get throws {
            Note(id: try requireID().uuidString, title: title, body: body, createdAt: createdAt, updatedAt: updatedAt)
        }
    }
}
