/// Where notes live on a device. The iOS app keeps the whole `[Note]` together, so the
/// repository loads and saves the whole list; the view models do the editing.
///
/// Implementations: ``UserDefaultsNotesRepository`` (the app) and
/// ``InMemoryNotesRepository`` (tests and previews).
public protocol NotesRepository: AnyObject {
    /// Every stored note, in stored order. An empty store gives `[]`.
    func loadNotes() throws(NotesStoreError) -> [Note]
    /// Replaces the stored notes with `notes`; throws if the write did not stick.
    func saveNotes(_ notes: [Note]) throws(NotesStoreError)
    /// Deletes the stored notes, including unreadable ones, so the app can start afresh.
    func reset() throws(NotesStoreError)
}
