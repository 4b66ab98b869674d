/// A repository in memory, for tests and SwiftUI previews. Failures can be scripted.
public final class InMemoryNotesRepository: NotesRepository {
    /// The stored notes.
    public var notes: [Note]
    /// When set, every load throws this error (e.g. `.corrupted` to show the reset alert).
    public var loadError: NotesStoreError?
    /// When set, every save throws this error and changes nothing.
    public var saveError: NotesStoreError?
    /// How many saves succeeded, so tests can check that nothing was written.
    public private(set) var saveCount = 0

    public init(notes: [Note] = []) {
        self.notes = notes
    }

    public func loadNotes() throws(NotesStoreError) -> [Note] {
        if let loadError { throw loadError }
        return notes
    }

    public func saveNotes(_ notes: [Note]) throws(NotesStoreError) {
        if let saveError { throw saveError }
        self.notes = notes
        saveCount += 1
    }

    public func reset() throws(NotesStoreError) {
        notes = []
        loadError = nil
    }
}
