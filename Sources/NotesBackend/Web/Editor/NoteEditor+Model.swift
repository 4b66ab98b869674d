import Foundation
import NotesKit

/// `/notes/new` and `/notes/{id}`: the text as typed, what is wrong with it, and for an
/// existing note its id and when it last changed.
struct NoteEditorPage: Sendable {
    struct Existing: Sendable {
        var id: String
        /// "5 minutes ago" in the reader's language.
        var updatedText: String
        /// The version the form edits (``NoteEditorPage/revision(of:)``), sent back with Save.
        var revision: String
    }

    /// Why a save stopped instead of writing: another device got there first. The typed text
    /// is kept either way.
    enum Conflict: Sendable {
        /// The note changed after this form was opened: saving would silently drop that edit.
        case changed
        /// The note is gone (deleted elsewhere); only "save as a new note" can keep the text.
        case deleted
    }

    var existing: Existing?
    var title: String
    var body: String
    var error: NoteValidationError?
    var saveFailed = false
    /// The form was over the size limit and not read: the fields are empty here (the page's
    /// script restores the copy it kept on the device) and the reason is shown.
    var sentTooLarge = false
    /// Whose device outbox keeps this editor's saves while offline (an opaque label, the
    /// account id: never shown, never another account's).
    var outboxAccount = ""
    var conflict: Conflict?

    /// A note's version as the form carries it: its last change to the millisecond, which every
    /// save moves and both databases store at least that finely.
    static func revision(of updatedAt: Date) -> String {
        String(Int64((updatedAt.timeIntervalSince1970 * 1000).rounded()))
    }
}
