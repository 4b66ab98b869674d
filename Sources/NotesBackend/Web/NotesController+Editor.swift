import NotesKit
import ServerCore
import Vapor
import WebUI

/// Creating and editing one note. Invalid input comes back as the same form, filled in as
/// typed, with the kit's message next to the field and 422.
extension NotesController {
    struct NoteForm: Content {
        var title: String?
        var body: String?
    }

    func newNote(_ req: Request) async throws -> Response {
        _ = try req.notesStore()
        return editor(req, NoteEditorPage(title: "", body: ""))
    }

    func create(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let form = try req.content.decode(NoteForm.self)
        let page = NoteEditorPage(title: form.title ?? "", body: form.body ?? "")
        if let error = NoteValidator.firstError(title: page.title, body: page.body) {
            return editor(req, with(page) { $0.error = error })
        }
        do {
            _ = try await store.create(title: page.title, body: page.body)
        } catch {
            req.logger.report(error: error)
            return editor(req, with(page) { $0.saveFailed = true })
        }
        return req.redirect(to: NotesURL.list)
    }

    func edit(_ req: Request) async throws -> Response {
        guard let note = try await req.notesStore().note(req.parameters.get(NotesURL.noteID)) else {
            throw AppError.notFound("note")
        }
        return editor(req, NoteEditorPage(existing: existing(note, req), title: note.title, body: note.body))
    }

    func update(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let record = try await ownedNote(req)
        let form = try req.content.decode(NoteForm.self)
        let page = NoteEditorPage(existing: existing(try record.note, req), title: form.title ?? "", body: form.body ?? "")
        if let error = NoteValidator.firstError(title: page.title, body: page.body) {
            return editor(req, with(page) { $0.error = error })
        }
        do {
            try await store.update(record, title: page.title, body: page.body)
        } catch {
            req.logger.report(error: error)
            return editor(req, with(page) { $0.saveFailed = true })
        }
        return req.redirect(to: NotesURL.list)
    }

    /// The editor page: 422 with a validation message, 500 when saving failed.
    private func editor(_ req: Request, _ page: NoteEditorPage) -> Response {
        let status: HTTPResponseStatus = page.error != nil ? .unprocessableEntity : page.saveFailed ? .internalServerError : .ok
        return req.render(page, status: status)
    }

    private func existing(_ note: Note, _ req: Request) -> NoteEditorPage.Existing {
        .init(id: note.id, updatedText: req.relativeTime.string(for: note.updatedAt, relativeTo: req.application.clock()))
    }

    private func with(_ page: NoteEditorPage, _ change: (inout NoteEditorPage) -> Void) -> NoteEditorPage {
        var page = page
        change(&page)
        return page
    }

    /// The signed-in account's note named in the URL, to change. Anyone else's id, or a
    /// malformed one, is simply not found: the answer never tells that the note exists.
    func ownedNote(_ req: Request) async throws -> NoteRecord {
        guard let record = try await req.notesStore().find(req.parameters.get(NotesURL.noteID)) else {
            throw AppError.notFound("note")
        }
        return record
    }
}
