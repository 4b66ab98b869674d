import Foundation

/// One note, exactly as the iOS app stores it: `[Note]` encoded as JSON under `notes_store`
/// (docs/apps/notes.md#the-note).
///
/// The JSON shape is `{"id": "<UUID>", "title": "…", "body": "…", "createdAt": <number>, "updatedAt": <number>}`,
/// where the dates use `JSONEncoder`'s default strategy (seconds since 1 January 2001), because that
/// is what a plain `JSONEncoder().encode([Note])` on iOS writes. See ``NotesStoreFormat``.
public struct Note: Codable, Hashable, Identifiable, Sendable {
    /// A UUID string (`UUID().uuidString` on iOS, upper-case).
    public var id: String
    /// Required, at most ``NoteLimits/titleMaxCharacters`` characters, stored trimmed.
    public var title: String
    /// May be empty, at most ``NoteLimits/bodyMaxCharacters`` characters.
    public var body: String
    public var createdAt: Date
    /// Changes only when the title or body really changed.
    public var updatedAt: Date

    public init(id: String, title: String, body: String, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

extension Array where Element == Note {
    /// Inserts `note`, or replaces the note with the same id in place.
    public mutating func upsert(_ note: Note) {
        if let index = firstIndex(where: { $0.id == note.id }) {
            self[index] = note
        } else {
            append(note)
        }
    }

    /// Removes the notes whose id is in `ids` and returns them, in their previous order.
    @discardableResult
    public mutating func remove(ids: Set<String>) -> [Note] {
        let removed = filter { ids.contains($0.id) }
        removeAll { ids.contains($0.id) }
        return removed
    }
}
