/// What the list screen shows: loading, the notes, empty, a search, unreadable data or an error
/// (docs/apps/notes.md#list).
public enum NotesListState: Equatable, Sendable {
    /// Before the first load.
    case loading
    /// Notes are shown.
    case loaded
    /// No notes at all: the empty-state view with its "New Note" button.
    case empty
    /// A search is active; `hasResults` is false when the "No results" view shows.
    case filtering(hasResults: Bool)
    /// The stored notes are unreadable: offer ``NotesListViewModel/resetStore()``.
    case corrupted
    /// Loading failed for another reason; `message` is localized.
    case error(message: String)
}

/// A deletion that can still be undone (the toast after swipe to delete).
public struct PendingDeletion: Equatable, Sendable {
    /// The deleted notes, to put back on undo.
    public let notes: [Note]
    /// "Note deleted" / "3 notes deleted", localized.
    public let message: String
}
