import Fluent

extension NotesBackend {
    /// Notes' migrations in the order they landed. Never edit or reorder a landed entry.
    public static var migrations: [any Migration] {
        [
            CreateNotes(),
            AddNotesListIndexes(),
        ]
    }
}
