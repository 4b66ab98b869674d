import Fluent
import NotesKit
import ServerCore
import Vapor
import WebUI

/// The `/notes` pages. Registered on `app.web` (sessions and CSRF); every handler works on the
/// signed-in account's notes only, through ``NotesStore``.
struct NotesController: RouteCollection {
    /// The most a note form may send, from the note-size rule (``NoteLimits``): every note the
    /// rule accepts fits (a character is up to 4 UTF-8 bytes, percent-encoded 12; emoji
    /// sequences more, hence the margin), so the editor's own handler judges it and answers with
    /// the editor. A form over it is over the rule too, and gets the editor back with that
    /// reason (``oversizedForm(_:)``), never the generic error page.
    static let formBodyLimit = ByteCount(
        value: (NoteLimits.titleMaxCharacters + NoteLimits.bodyMaxCharacters) * 40 + 64 * 1024)
    /// An import file holds every note of an account.
    static let importBodyLimit: ByteCount = "20mb"

    /// The body size each `/notes` route accepts, enforced as `app.web(bodyLimit:)` collects
    /// the body before the CSRF check (so the routes need no limits of their own).
    @Sendable static func bodyLimit(_ req: Request) -> ByteCount? {
        req.url.path == NotesURL.importNotes.url ? importBodyLimit : formBodyLimit
    }

    /// The editor again, with "too long" and 413, for a note form sent over ``formBodyLimit``
    /// (the text was not read: the page's script puts back the copy it kept on the device).
    @Sendable static func oversizedForm(_ req: Request) async throws -> Response? {
        guard req.method == .POST, req.url.path != NotesURL.importNotes.url else { return nil }
        return try await NotesController().oversizedEditor(req)
    }

    func boot(routes: any RoutesBuilder) throws {
        routes.get(NotesURL.list.pathComponents, use: list)
        routes.post(NotesURL.list.pathComponents, use: create)
        routes.get(NotesURL.new.pathComponents, use: newNote)
        routes.post(NotesURL.deleteSelected.pathComponents, use: deleteMany)
        routes.post(NotesURL.restore.pathComponents, use: restore)
        routes.get(NotesURL.exportJSON.pathComponents, use: exportJSON)
        routes.get(NotesURL.exportMarkdown.pathComponents, use: exportZip)
        routes.get(NotesURL.importNotes.pathComponents, use: importForm)
        routes.post(NotesURL.importNotes.pathComponents, use: importNotes)
        routes.get(NotesURL.note(.key).pathComponents, use: edit)
        routes.post(NotesURL.note(.key).pathComponents, use: update)
        routes.post(NotesURL.deleteNote(.key).pathComponents, use: deleteOne)
    }

    private func list(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let query = (req.queryText("q") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let sort = req.notesSortOrder()
        let previewLength = req.notesPreviewLength()
        var model = NotesListPage(
            rows: [], totalCount: 0, matchingCount: 0, limit: NotesListPage.limit(asked: req.queryNumber("limit")),
            query: query, sort: sort, isEditing: req.queryText("edit") == "1", undoIDs: req.takeUndoIDs(app: "notes"),
            loadFailed: false, outboxAccount: req.notesOutboxAccount, previewLength: previewLength)
        do {
            let shown: [Note]
            if query.isEmpty {
                // The common case reads only the rows on screen.
                shown = try await req.notesReads.page(store.ownerID, sort, model.limit)
                model.totalCount = try await req.notesReads.count(store.ownerID)
                model.matchingCount = model.totalCount
            } else {
                // Search looks at titles and text, as Apple Notes does, with NotesKit's
                // Turkish-aware folding (not SQL LIKE).
                let notes = try await req.notesReads.all(store.ownerID)
                let matching = NoteSorter.sorted(NoteSearch.filter(notes, query: query, scope: .titleAndBody), by: sort)
                model.totalCount = notes.count
                model.matchingCount = matching.count
                shown = Array(matching.prefix(model.limit))
            }
            let now = req.application.clock()
            let formatter = req.relativeTime
            model.rows = shown.map { NoteRow(note: $0, previewLength: previewLength, relativeTime: formatter, now: now) }
        } catch {
            req.logger.report(error: error)
            model.loadFailed = true
        }
        return req.render(model, status: model.loadFailed ? .serviceUnavailable : .ok)
    }
}
