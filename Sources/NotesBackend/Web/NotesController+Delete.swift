import NotesKit
import ServerCore
import Vapor
import WebUI

/// Deleting with undo. A delete only marks the notes; for ``NotesStore/undoWindow`` they can be
/// restored (the swipe toast's Undo, or the banner after a form post), then they are purged.
extension NotesController {
    struct Selection: Content {
        var ids: [String]?
    }

    /// What a script gets back: the ids really deleted or restored.
    struct Outcome: Content {
        var ids: [String]
        var undoSeconds: Int
    }

    func deleteOne(_ req: Request) async throws -> Response {
        // `delete` finds only the owner's live notes, so a foreign or missing id deletes nothing.
        let deleted = try await req.notesStore().delete(ids: [req.parameters.get(NotesURL.noteID) ?? ""])
        guard !deleted.isEmpty else { throw AppError.notFound("note") }
        return try await answer(req, deleted: deleted)
    }

    func deleteMany(_ req: Request) async throws -> Response {
        let ids = (try? req.content.decode(Selection.self).ids) ?? []
        guard !ids.isEmpty else {
            // Nothing happened, and the banner says why (not as good news).
            req.flash(NotesText.noneSelected.text(req.language), kind: .warning)
            return req.redirect(to: NotesURL.list.url(query: [QueryItem("edit", "1")]))
        }
        let deleted = try await req.notesStore().delete(ids: ids)
        return try await answer(req, deleted: deleted)
    }

    func restore(_ req: Request) async throws -> Response {
        let ids = (try? req.content.decode(Selection.self).ids) ?? []
        let restored = try await req.notesStore().restore(ids: ids)
        if req.wantsJSON {
            return try await Outcome(ids: restored, undoSeconds: 0)
                .encodeResponse(status: restored.isEmpty ? .notFound : .ok, for: req)
        }
        if !restored.isEmpty { req.flash(NotesText.restored.text(count: restored.count, req.language)) }
        return req.redirect(to: NotesURL.list)
    }

    private func answer(_ req: Request, deleted: [String]) async throws -> Response {
        if req.wantsJSON {
            return try await Outcome(ids: deleted, undoSeconds: Int(NotesStore.undoWindow)).encodeResponse(for: req)
        }
        req.rememberUndo(deleted, app: "notes")
        return req.redirect(to: NotesURL.list)
    }
}
