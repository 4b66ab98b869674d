import NotesKit
import Plot
import ServerCore
import Vapor

/// `/notes/new` and `/notes/{id}`: title, body, character count, last-updated time, Save / Cancel,
/// and Delete when editing.
struct NoteEditorView {
    enum Mode {
        case create
        case edit(Note)
    }

    var mode: Mode
    var title: String
    var body: String
    var error: NoteValidationError?
    var saveFailed = false

    private var existing: Note? {
        if case .edit(let note) = mode { return note }
        return nil
    }

    func render(_ req: Request) -> Response {
        let language = req.notesLanguage
        let pageTitle = existing == nil ? req.t("notes.newNote") : req.t("notes.editNoteTitle")
        let action = existing.map { "/notes/\($0.id)" } ?? "/notes"
        let navigation = NavigationBar(
            title: pageTitle, back: .init(req.t("notes.cancel"), url: "/notes", id: "note-cancel"), largeTitle: false)
        let status: HTTPResponseStatus = error != nil ? .unprocessableEntity : saveFailed ? .internalServerError : .ok
        return Page(title: pageTitle, navigation: navigation, scripts: ["notes.js"], app: "notes", status: status) {
            if saveFailed { Banner(.error, req.t("notes.errorSaveFailed")) }
            Form(url: action, method: .post, enableValidation: false) {
                CSRFField(req)
                FormField(
                    label: req.t("notes.titlePlaceholder"), name: "title", value: title,
                    error: error?.field == "title" ? error?.message(in: language) : nil, autocomplete: "off")
                bodyField(req, language: language)
                if let existing {
                    Paragraph(L10n.format(.lastUpdated, in: language, [
                        "time": req.relativeTime.string(for: existing.updatedAt, relativeTo: req.application.clock())
                    ])).class("field-hint note-updated")
                }
                Div {
                    SubmitButtonView(req.t("notes.save"))
                    Link(req.t("notes.cancel"), url: "/notes").class("button button-secondary").id("note-cancel-button")
                }.class("button-row note-actions")
            }
            .class("form-card note-form")
            .id("note-form")
            .attribute(named: "data-discard", value: HTMLEscaping.attribute(req.t("notes.discardQuestion")))
            if let existing {
                Form(url: "/notes/\(existing.id)/delete", method: .post) {
                    CSRFField(req)
                    SubmitButtonView(req.t("notes.deleteNote"), style: .destructive)
                }
                .class("form-card note-delete")
                .attribute(named: "data-confirm", value: HTMLEscaping.attribute(req.t("notes.deleteConfirm")))
            }
        }.render(for: req)
    }

    /// The body as a hand-built `<textarea>`: its text must be escaped completely (Plot would
    /// let `&amp;` through and change what the person wrote on the next save).
    private func bodyField(_ req: Request, language: NotesKit.Language) -> any Component {
        let count = body.count
        let bodyError = error?.field == "body" ? error?.message(in: language) : nil
        let describedBy = ["note-count"] + (bodyError == nil ? [] : ["field-body-error"])
        let textarea = "<textarea id=\"field-body\" name=\"body\" class=\"field-textarea\" rows=\"12\""
            + " aria-describedby=\"\(describedBy.joined(separator: " "))\""
            + (bodyError == nil ? "" : " aria-invalid=\"true\"")
            + ">" + (body.hasPrefix("\n") ? "\n" : "") + HTMLEscaping.escape(body) + "</textarea>"
        return Div {
            Label(req.t("notes.bodyPlaceholder")) {}.attribute(named: "for", value: "field-body").class("field-label")
            Node<HTML.BodyContext>.raw(textarea)
            if let bodyError { Paragraph { SafeText(bodyError) }.class("field-error").id("field-body-error") }
            Paragraph(L10n.plural(one: .characterCountOne, other: .characterCountOther, count: count, in: language))
                .class("field-hint note-count").id("note-count")
                .attribute(named: "aria-live", value: "polite")
                .attribute(named: "data-one", value: HTMLEscaping.attribute(L10n.string(.characterCountOne, in: language)))
                .attribute(named: "data-other", value: HTMLEscaping.attribute(L10n.string(.characterCountOther, in: language)))
        }
        .class("field")
    }
}
