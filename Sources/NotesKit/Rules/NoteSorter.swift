import Foundation
import Localization

/// Which date orders the list. Both sort newest first (docs/apps/notes.md#sorting).
public enum NoteSortOrder: String, Codable, CaseIterable, Sendable {
    /// The default: most recently changed first.
    case updatedAt
    /// Most recently created first.
    case createdAt

    /// The localized label for a settings picker.
    public func label(in language: Language) -> String {
        (self == .updatedAt ? NotesText.sortUpdated : .sortCreated).text(language)
    }
}

/// Sorting as a pure function, shared by the app and the server.
public enum NoteSorter {
    /// `notes` newest first by `order`. Ties fall back to the other date, then the id,
    /// so the order is the same on every device and every request.
    public static func sorted(_ notes: [Note], by order: NoteSortOrder = .updatedAt) -> [Note] {
        notes.sorted { isOrderedBefore($0, $1, by: order) }
    }

    /// Whether `lhs` comes before `rhs` in the list.
    public static func isOrderedBefore(_ lhs: Note, _ rhs: Note, by order: NoteSortOrder) -> Bool {
        let left = dates(of: lhs, by: order)
        let right = dates(of: rhs, by: order)
        if left != right { return left > right }
        return lhs.id < rhs.id
    }

    /// The primary and tie-breaking date for `order`, compared as a tuple.
    private static func dates(of note: Note, by order: NoteSortOrder) -> (Date, Date) {
        order == .updatedAt ? (note.updatedAt, note.createdAt) : (note.createdAt, note.updatedAt)
    }
}
