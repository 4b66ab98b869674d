import NotesKit

/// `/notes/new` and `/notes/{id}`: the text as typed, what is wrong with it, and for an
/// existing note its id and when it last changed.
struct NoteEditorPage: Sendable {
    struct Existing: Sendable {
        var id: String
        /// "5 minutes ago" in the reader's language.
        var updatedText: String
    }

    var existing: Existing?
    var title: String
    var body: String
    var error: NoteValidationError?
    var saveFailed = false
}
