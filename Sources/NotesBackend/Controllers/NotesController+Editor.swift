import NotesKit
import ServerCore
import Vapor

/// Creating and editing one note. Invalid input comes back as the same form, filled in as
/// typed, with the kit's message next to the field and 422.
extension NotesController {
    struct NoteForm: Content {
        var title: String?
        var body: String?
    }

    func newNote(_ req: Request) async throws -> Response {
        _ = try req.notesStore()
        return NoteEditorView(mode: .create, title: "", body: "").render(req)
    }

    func create(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let form = try req.content.decode(NoteForm.self)
        let (title, body) = (form.title ?? "", form.body ?? "")
        if let error = NoteValidator.firstError(title: title, body: body) {
            return NoteEditorView(mode: .create, title: title, body: body, error: error).render(req)
        }
        do {
            _ = try await store.create(title: title, body: body)
        } catch {
            req.logger.report(error: error)
            return NoteEditorView(mode: .create, title: title, body: body, saveFailed: true).render(req)
        }
        return req.redirect(to: "/notes")
    }

    func edit(_ req: Request) async throws -> Response {
        let record = try await ownedNote(req)
        return NoteEditorView(mode: .edit(try record.note), title: record.title, body: record.body).render(req)
    }

    func update(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let record = try await ownedNote(req)
        let form = try req.content.decode(NoteForm.self)
        let (title, body) = (form.title ?? "", form.body ?? "")
        if let error = NoteValidator.firstError(title: title, body: body) {
            return NoteEditorView(mode: .edit(try record.note), title: title, body: body, error: error).render(req)
        }
        do {
            try await store.update(record, title: title, body: body)
        } catch {
            req.logger.report(error: error)
            return NoteEditorView(mode: .edit(try record.note), title: title, body: body, saveFailed: true).render(req)
        }
        return req.redirect(to: "/notes")
    }

    /// The signed-in account's note named in the URL. Anyone else's id, or a malformed one,
    /// is simply not found: the answer never tells that the note exists.
    func ownedNote(_ req: Request) async throws -> NoteRecord {
        guard let record = try await req.notesStore().find(req.parameters.get("id")) else {
            throw AppError.notFound("note")
        }
        return record
    }
}
