import Fluent
import NotesKit
import ServerCore
import Vapor

/// The `/notes` pages. Registered on `app.web` (sessions and CSRF); every handler works on the
/// signed-in account's notes only, through ``NotesStore``.
struct NotesController: RouteCollection {
    /// Note forms carry up to 100,000 characters, which percent-encoded can reach several MB.
    static let formBodyLimit: ByteCount = "4mb"
    /// An import file holds every note of an account.
    static let importBodyLimit: ByteCount = "20mb"

    /// The body size each `/notes` route accepts, enforced as `app.web(bodyLimit:)` collects
    /// the body before the CSRF check (so the routes need no limits of their own).
    @Sendable static func bodyLimit(_ req: Request) -> ByteCount? {
        req.url.path == "/notes/import" ? importBodyLimit : formBodyLimit
    }

    func boot(routes: any RoutesBuilder) throws {
        let notes = routes.grouped("notes")
        notes.get(use: list)
        notes.get("new", use: newNote)
        notes.post(use: create)
        notes.post("delete", use: deleteMany)
        notes.post("restore", use: restore)
        notes.get("export.json", use: exportJSON)
        notes.get("export.zip", use: exportZip)
        notes.get("import", use: importForm)
        notes.post("import", use: importNotes)
        notes.get(":id", use: edit)
        notes.post(":id", use: update)
        notes.post(":id", "delete", use: deleteOne)
    }

    private func list(_ req: Request) async throws -> Response {
        let store = try req.notesStore()
        let query = (req.query[String.self, at: "q"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let sort = NotesSortParameter.resolve(req)
        let limit = NotesListView.limit(from: req)
        var view = NotesListView(
            rows: [], totalCount: 0, matchingCount: 0, limit: limit, query: query, sort: sort,
            isEditing: req.query[String.self, at: "edit"] == "1",
            undoIDs: req.takeUndoIDs(), flash: req.takeFlash(), loadFailed: false)
        do {
            let shown: [Note]
            if query.isEmpty {
                // The common case reads only the rows on screen.
                shown = try await store.page(sortedBy: sort, limit: limit)
                view.totalCount = try await store.count()
                view.matchingCount = view.totalCount
            } else {
                // Search needs every title (NotesKit's Turkish-aware folding, not SQL LIKE).
                let notes = try await store.listed()
                let matching = NoteSorter.sorted(NoteSearch.filter(notes, query: query), by: sort)
                view.totalCount = notes.count
                view.matchingCount = matching.count
                shown = Array(matching.prefix(limit))
            }
            let now = req.application.clock()
            let formatter = req.relativeTime
            view.rows = shown.map { NoteRow(note: $0, previewLength: .medium, relativeTime: formatter, now: now) }
        } catch {
            req.logger.report(error: error)
            view.loadFailed = true
        }
        return view.render(req)
    }
}

/// `sort=updated|created` in the URL; the last choice sticks for the session.
enum NotesSortParameter {
    private static let sessionKey = "notes.sort"

    static func value(for order: NoteSortOrder) -> String {
        order == .createdAt ? "created" : "updated"
    }

    static func resolve(_ req: Request) -> NoteSortOrder {
        if let raw = req.query[String.self, at: "sort"], ["created", "updated"].contains(raw) {
            req.session.data[sessionKey] = raw
            return raw == "created" ? .createdAt : .updatedAt
        }
        return req.session.data[sessionKey] == "created" ? .createdAt : .updatedAt
    }
}
