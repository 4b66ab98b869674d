import Localization
import Localization
extension NotesListViewModel {
    /// Deletes one note (swipe to delete).
    public func delete(id: String) {
        delete(ids: [id])
    }

    /// Deletes several notes at once (Edit mode). Offers undo until the next deletion.
    /// If the write fails, the notes stay and a banner explains.
    public func delete(ids: Set<String>) {
        var remaining = notes
        let removed = remaining.remove(ids: ids)
        guard !removed.isEmpty, persist(remaining) else { return }
        let message = NotesText.deleted.text(count: removed.count, environment.language)
        pendingDeletion = PendingDeletion(notes: removed, message: message)
        environment.analytics?.record(.noteDeleted(count: removed.count))
    }

    /// Puts the last deleted notes back, unchanged (same ids and dates).
    public func undoDelete() {
        guard let deletion = pendingDeletion else { return }
        var restored = notes
        for note in deletion.notes { restored.upsert(note) }
        if persist(restored) { pendingDeletion = nil }
    }

    /// Hides the undo toast; the deletion stays.
    public func dismissUndo() {
        pendingDeletion = nil
    }

    /// Saves `newNotes`; shows them on success, a banner on failure.
    private func persist(_ newNotes: [Note]) -> Bool {
        do {
            try environment.repository.saveNotes(newNotes)
            bannerMessage = nil
            show(newNotes)
            return true
        } catch {
            bannerMessage = error.message(in: environment.language)
            return false
        }
    }
}
