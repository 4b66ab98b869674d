import Fluent

/// Notes' migrations in the order they landed. Never edit or reorder a landed entry.
enum NotesMigrations {
    static var all: [any Migration] {
        [
            CreateNotes(),
            AddNotesListIndexes(),
            IndexLiveNotesByOwner(),
        ]
    }
}
