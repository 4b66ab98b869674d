import Localization
import Markup
import NotesKit
import WebUI

extension NoteEditorPage: PageModel {
    static let formID = "note-form"

    /// An iOS editor: Cancel and Done in the bar, the fields, and Delete apart at the bottom
    /// (red, confirmed in a sheet). Done submits the form from the bar (`form="note-form"`).
    func view(in context: PageContext) -> some HTML {
        let t = context.t
        let language = context.language
        let pageTitle = t(existing == nil ? NotesText.newNote : .editNoteTitle)
        let navigation = NavigationBar(
            title: pageTitle, leading: .link(t(NotesText.cancel), url: NotesURL.list.url, id: "note-cancel"),
            actions: [NavigationItem(t(NotesText.done), action: .submit(form: Self.formID), id: "note-done", isProminent: true)],
            largeTitle: false)
        let action = existing.map { NotesURL.note(.value($0.id)).url } ?? NotesURL.list.url
        return Page(context, title: pageTitle, navigation: navigation, scripts: ["notes.js"], app: "notes") {
            if saveFailed { Banner(.error, t(NotesText.errorSaveFailed)) }
            if sentTooLarge { Banner(.error, t(NotesText.errorTooLargeToSend, ["max": String(NoteLimits.bodyMaxCharacters)])) }
            // Where the script says what became of a save it kept on the device (offline).
            p(.class("banner banner-warning note-draft-status"), .id("note-draft-status"), .role("status"), .hidden()) {}
            PostForm(action: action, context: context, id: Self.formID, class: "form-card note-form", validatesOnServer: true,
                     data: editorData(t)) {
                if let existing { HiddenField(name: "revision", value: existing.revision) }
                if let conflict { ConflictChoices(conflict: conflict, noteID: existing?.id, context: context) }
                FormField(
                    label: t(NotesText.titlePlaceholder), name: "title", value: self.title,
                    error: error?.field == "title" ? error?.message(in: language) : nil,
                    autocomplete: "off")
                TextAreaField(
                    label: t(NotesText.bodyPlaceholder), name: "body", value: self.body, rows: 12,
                    error: error?.field == "body" ? error?.message(in: language) : nil,
                    describedBy: ["note-count"], maxLength: NoteLimits.bodyMaxCharacters)
                div(.class("note-meta")) {
                    if let existing = existing {
                        p(.class("field-hint note-updated")) { t(NotesText.lastUpdated, ["time": existing.updatedText]) }
                    }
                    p(.class("field-hint note-count"), .id("note-count"), .ariaLive("polite"),
                      .data("one", t(NotesText.characterCountOne)), .data("other", t(NotesText.characterCountOther))) {
                        t(NotesText.characterCount, count: body.count)
                    }
                }
            }
            Sheet(
                id: "discard-sheet", title: t(NotesText.discardQuestion), confirmTitle: t(NotesText.discardAction),
                cancelTitle: t(NotesText.keepEditing))
            if let existing = existing {
                GroupedSection(listClass: "note-delete-list") {
                    li {
                        PostForm(action: NotesURL.deleteNote(.value(existing.id)).url, context: context,
                                 class: "cell-form note-delete", data: [("sheet", "delete-sheet")]) {
                            button(.type("submit"), .class("cell cell-button cell-destructive")) { t(NotesText.deleteNote) }
                        }
                    }
                }
                Sheet(
                    id: "delete-sheet", title: t(NotesText.deleteQuestion), confirmTitle: t(NotesText.deleteNote),
                    cancelTitle: t(NotesText.cancel))
            }
        }
    }
}

extension NoteEditorPage {
    /// Whether the server refused what was sent (the text shown is the one sent, or for a form
    /// too large to read none): the script then puts back the copy it kept on the device.
    var isRefusal: Bool { error != nil || sentTooLarge || conflict != nil }

    /// What `notes.js` needs: the limit and the words for nearing it, for a save kept on the
    /// device while offline, and whether this page is a refusal.
    func editorData(_ t: Translator) -> [(key: StaticString, value: String)] {
        [("discard-sheet", "discard-sheet"), ("saves-offline", ""), ("account", outboxAccount),
         ("limit", String(NoteLimits.bodyMaxCharacters)), ("limit-text", t(NotesText.characterLimit)),
         ("offline-text", t(NotesText.draftKeptOffline)), ("sending-text", t(NotesText.draftSending)),
         ("restored-text", t(NotesText.draftRestored)), ("refused", isRefusal ? "1" : "0")]
    }
}

/// What a save that met another device's change offers, above the kept text: the message, then
/// Keep Mine (overwrite: the form now carries the latest revision), Save as New Note (the same
/// fields, sent to create) and, for a note that still exists, Open Latest Version.
private struct ConflictChoices: HTMLComponent {
    var conflict: NoteEditorPage.Conflict
    var noteID: String?
    var context: PageContext

    var body: some HTML {
        let t = context.t
        return div(.class("note-conflict"), .id("note-conflict")) {
            Banner(.warning, t(conflict == .changed ? NotesText.conflictChanged : .conflictDeleted))
            div(.class("button-row")) {
                if conflict == .changed {
                    SubmitButton(t(NotesText.keepMine), id: "keep-mine")
                }
                button(.type("submit"), .class("button"), .class(conflict == .changed ? "button-secondary" : "button-primary"),
                       .formaction(NotesURL.list.url), .id("save-as-new")) { t(NotesText.saveAsNew) }
                if let noteID {
                    LinkButton(t(NotesText.openLatest), url: NotesURL.note(.value(noteID)).url, style: .secondary)
                }
            }
        }
    }
}
