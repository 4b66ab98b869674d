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
        /// The version the editor was opened on (absent from older pages and scripts: no check).
        var revision: String?
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
            try await createOnce(req, store: store, form: form, page: page)
        } catch let error as AppError {
            throw error  // a key reused for other text, or still running: the outbox's to judge
        } catch {
            req.logger.report(error: error)
            return editor(req, with(page) { $0.saveFailed = true })
        }
        return req.redirect(to: NotesURL.list)
    }

    /// Creates the note, once per `Idempotency-Key` when the request carries one (the device
    /// outbox sends its key with every try): a retry whose first try was saved but whose answer
    /// was lost gets that answer again instead of a second copy of the note. The key commits in
    /// the note's transaction, so it exists exactly when the note does.
    private func createOnce(_ req: Request, store: NotesStore, form: NoteForm, page: NoteEditorPage) async throws {
        let saved = Idempotency.StoredResponse(status: 303, body: Data(), location: NotesURL.list.url)
        guard let key = req.headers.first(name: "Idempotency-Key") else {
            _ = try await store.create(title: page.title, body: page.body)
            return
        }
        guard (1...255).contains(key.count) else {
            throw AppError(.badRequest, code: "validation_failed",
                           detail: "The Idempotency-Key header must be 1 to 255 characters.", field: "Idempotency-Key")
        }
        _ = try await req.idempotency.runCommitting(
            userID: store.ownerID, scope: "notes.create", key: key, requestHash: try Idempotency.requestHash(of: form)
        ) { recorder in
            try await req.db.transaction { db in
                _ = try await NotesStore(db: db, ownerID: store.ownerID, now: store.now).create(title: page.title, body: page.body)
                try await recorder.record(saved, on: db)
                return saved
            }
        }
    }

    func edit(_ req: Request) async throws -> Response {
        guard let note = try await req.notesReads.note(try req.notesStore().ownerID, req.parameters.get(NotesURL.noteID)) else {
            throw AppError.notFound("note")
        }
        return editor(req, NoteEditorPage(existing: existing(note, req), title: note.title, body: note.body))
    }

    /// Saves an edit, unless another device changed or deleted the note since the form was
    /// opened: then the editor comes back with the typed text and the ways on (keep mine, save
    /// as a new note, open the latest), and nothing is written.
    func update(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let form = try req.content.decode(NoteForm.self)
        guard let record = try await store.find(req.parameters.get(NotesURL.noteID)) else {
            // Also what anyone else's id gets: the same page, so it never tells that a note exists.
            return editor(req, NoteEditorPage(title: form.title ?? "", body: form.body ?? "", conflict: .deleted))
        }
        var page = NoteEditorPage(existing: existing(try record.note, req), title: form.title ?? "", body: form.body ?? "")
        if let revision = form.revision, revision != page.existing?.revision {
            // The page now carries the latest revision, so "Keep Mine" overwrites knowingly.
            page.conflict = .changed
            return editor(req, page)
        }
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

    /// The editor for a form too large to read: new for `/notes`, the note's for `/notes/{id}`;
    /// nil for anything else (a delete), which keeps the generic 413.
    func oversizedEditor(_ req: Request) async throws -> Response? {
        let store = try req.notesStore()
        var page = NoteEditorPage(title: "", body: "")
        page.sentTooLarge = true
        if req.url.path == NotesURL.list.url { return editor(req, page) }
        guard let id = req.parameters.get(NotesURL.noteID), req.url.path == NotesURL.note(.value(id)).url else { return nil }
        guard let note = try await req.notesReads.note(store.ownerID, id) else { return editor(req, with(page) { $0.conflict = .deleted }) }
        page.existing = existing(note, req)
        return editor(req, page)
    }

    /// The editor page: 422 with a validation message, 409 when another device changed the note,
    /// 404 when it is gone, 500 when saving failed, 413 when the form was too large to read.
    private func editor(_ req: Request, _ page: NoteEditorPage) -> Response {
        let status: HTTPResponseStatus = switch (page.conflict, page.error, page.saveFailed) {
        case _ where page.sentTooLarge: .payloadTooLarge
        case (.changed?, _, _): .conflict
        case (.deleted?, _, _): .notFound
        case (nil, _?, _): .unprocessableEntity
        case (nil, nil, true): .internalServerError
        case (nil, nil, false): .ok
        }
        var page = page
        page.outboxAccount = req.notesOutboxAccount
        return req.render(page, status: status)
    }

    private func existing(_ note: Note, _ req: Request) -> NoteEditorPage.Existing {
        .init(id: note.id, updatedText: req.relativeTime.string(for: note.updatedAt, relativeTo: req.application.clock()),
              revision: NoteEditorPage.revision(of: note.updatedAt))
    }

    private func with(_ page: NoteEditorPage, _ change: (inout NoteEditorPage) -> Void) -> NoteEditorPage {
        var page = page
        change(&page)
        return page
    }
}
