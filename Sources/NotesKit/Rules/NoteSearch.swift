import Localization

/// Search over notes, as pure functions the app and the server both call.
public enum NoteSearch {
    /// Whether `note` matches `query` in `scope`. Folds the note on every call: use
    /// ``NoteSearchIndex`` to search the same notes repeatedly (search as you type).
    public static func matches(_ note: Note, query: String, scope: NoteSearchScope = .title) -> Bool {
        let parsed = NoteSearchQuery(query)
        return parsed.isEmpty || parsed.matches(folded: foldedFields(of: note, scope: scope))
    }

    /// The notes matching `query`, in their given order.
    public static func filter(_ notes: [Note], query: String, scope: NoteSearchScope = .title) -> [Note] {
        let parsed = NoteSearchQuery(query)
        if parsed.isEmpty { return notes }
        return notes.filter { parsed.matches(folded: foldedFields(of: $0, scope: scope)) }
    }

    static func foldedFields(of note: Note, scope: NoteSearchScope) -> [[UInt8]] {
        switch scope {
        case .title: [SearchFolding.foldedUTF8(note.title)]
        case .titleAndBody: [SearchFolding.foldedUTF8(note.title), SearchFolding.foldedUTF8(note.body)]
        }
    }
}

/// Notes with their search keys folded once, so each keystroke only folds the query.
public struct NoteSearchIndex: Sendable {
    /// The indexed notes, in the order searches return them.
    public let notes: [Note]
    public let scope: NoteSearchScope
    private let keys: [[[UInt8]]]

    public init(notes: [Note], scope: NoteSearchScope = .title) {
        self.notes = notes
        self.scope = scope
        keys = notes.map { NoteSearch.foldedFields(of: $0, scope: scope) }
    }

    /// The notes matching `query`, in index order; all notes for an empty query.
    public func filter(_ query: String) -> [Note] {
        filter(NoteSearchQuery(query))
    }

    /// The notes matching an already parsed `query`.
    public func filter(_ query: NoteSearchQuery) -> [Note] {
        if query.isEmpty { return notes }
        var result = [Note]()
        for index in keys.indices where query.matches(folded: keys[index]) {
            result.append(notes[index])
        }
        return result
    }
}
