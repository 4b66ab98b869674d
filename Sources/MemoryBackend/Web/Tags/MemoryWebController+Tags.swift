import Fluent
import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import Vapor
import WebUI

/// `/memory/settings/tags`: the account's tags through the API's own list, create, rename and
/// delete (so the rules — one owner, Turkish-aware names, renames and deletes recorded through
/// `EntryChanges.write` — are the API's, written once). Plain forms: it all works without JS.
extension MemoryWebController {
    struct TagForm: Content {
        var name: String?
    }

    @Sendable func tags(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        var page = try await tagsPage(req)
        let undo = req.takeUndoIDs(app: Self.tagUndoApp)
        if let name = undo.first { page.deleted = (name, Array(undo.dropFirst())) }
        return req.render(page)
    }

    @Sendable func createTag(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let typed = (try? req.content.decode(TagForm.self))?.name ?? ""
        do {
            let name = try await Self.refusingTag(typed, req) {
                try await req.asAPICaller { try await handler.createTag(.init(body: .json(.init(name: typed)))) }.created.body.json.name
            }
            req.flash(req.pageContext.t(MemoryWebText.tagAdded, ["name": name]))
            return req.redirect(to: MemoryURL.tags)
        } catch let refusal as MemoryTagsPage.Refusal {
            var page = try await tagsPage(req)
            page.adding = refusal
            return req.render(page, status: refusal.status)
        }
    }

    @Sendable func renameTag(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let id = req.parameters.get(MemoryURL.tagID) ?? ""
        let typed = (try? req.content.decode(TagForm.self))?.name ?? ""
        do {
            let name = try await Self.refusingTag(typed, req, tagID: id) {
                try await req.asAPICaller {
                    try await handler.renameTag(.init(path: .init(tagId: id), body: .json(.init(name: typed))))
                }.ok.body.json.name
            }
            req.flash(req.pageContext.t(MemoryWebText.tagRenamed, ["name": name]))
            return req.redirect(to: MemoryURL.tags)
        } catch let refusal as MemoryTagsPage.Refusal {
            var page = try await tagsPage(req)
            // Another person's tag (or none) is not on the page: it stays a 404, never a form.
            guard page.rows.contains(where: { $0.id == id }) else { throw AppError.notFound("tag") }
            page.renaming = refusal
            return req.render(page, status: refusal.status)
        }
    }

    @Sendable func deleteTag(_ req: Request) async throws -> Response {
        _ = try req.requireWebUser()
        let userID = try req.requireWebUser().requireID()
        let id = req.parameters.get(MemoryURL.tagID) ?? ""
        // What Undo needs, read before it goes: the name and the memories carrying it (only
        // the owner's tag is found; another's answers 404 through the API below).
        let reads = req.memoryReads
        var name: String?
        var carriers: [UUID] = []
        if let uuid = UUID(uuidString: id), let found = try await reads.tagName(userID, uuid) {
            name = found
            carriers = try await reads.taggedEntries(userID, uuid)
        }
        _ = try await req.asAPICaller { try await handler.deleteTag(.init(path: .init(tagId: id))) }
        // Tag names hold no comma (TagRules), so the shared undo memory can keep the name first.
        if let name { req.rememberUndo([name] + carriers.map(\.uuidString), app: Self.tagUndoApp) }
        return req.redirect(to: MemoryURL.tags)
    }

    static let tagUndoApp = "memory-tags"

    /// Undo: the tag comes back by its name on those of the memories that are still the
    /// caller's and have room for it, in one recorded change.
    @Sendable func restoreTag(_ req: Request) async throws -> Response {
        struct Selection: Content { var name: String?, ids: [String]? }
        let userID = try req.requireWebUser().requireID()
        let selection = (try? req.content.decode(Selection.self)) ?? Selection()
        let name: String
        do { name = try TagRules.normalize(selection.name ?? "", language: req.language, field: "name") } catch { throw error.appError }
        let owned = try await req.memoryReads.entries(userID, (selection.ids ?? []).compactMap(UUID.init(uuidString:))).map(\.id)
        try await EntryChanges.write(userID: userID, on: req.db) { change in
            let tagID = try await TagRepository(db: change.db, userID: userID).findOrCreate(name)
            let entries = EntryStore(db: change.db, userID: userID)
            let reads = MemoryReads.live(change.db.sql)
            for entryID in owned {
                let tags = try await reads.entryTags(userID, entryID)
                guard tags.count < TagRules.maxPerEntry, !tags.contains(tagID) else { continue }
                try await EntryTagLink(entryID: entryID, tagID: tagID, position: tags.count).create(on: change.db)
                try await entries.reindex(entryID)
            }
        }
        req.flash(req.pageContext.t(MemoryWebText.tagRestored, ["name": name]))
        return req.redirect(to: MemoryURL.tags)
    }

    /// The list as the API answers it (the backend's cached read path), alphabetical.
    private func tagsPage(_ req: Request) async throws -> MemoryTagsPage {
        let items = try await req.asAPICaller { try await handler.listTags(.init()) }.ok.body.json.items
        return MemoryTagsPage(rows: items.map { .init(id: $0.id, name: $0.name, count: $0.entryCount) })
    }

    /// Runs `write`, turning a name the rules refuse (checked first, in the reader's language,
    /// as the API will) or an existing name into a refusal that keeps the typed text.
    static func refusingTag(
        _ typed: String, _ req: Request, tagID: String? = nil, _ write: () async throws -> String
    ) async throws -> String {
        let t = req.pageContext.t
        let refuse = { (message: String, status: HTTPResponseStatus) in
            MemoryTagsPage.Refusal(tagID: tagID, typed: typed, message: message, status: status)
        }
        do throws(ValidationError) {
            _ = try TagRules.normalize(typed, language: req.language, field: "name")
        } catch {
            let message = switch error.issues.first?.reason {
            case .required: t(MemoryWebText.tagRequired)
            case .tooLong: t(MemoryWebText.tagTooLong, ["max": String(TagRules.maxLength)])
            default: t(MemoryWebText.tagCharacters)
            }
            throw refuse(message, .unprocessableEntity)
        }
        do {
            return try await write()
        } catch let error as AppError where error.code == MemoryAPIHandler.tagExists.code {
            throw refuse(t(MemoryWebText.tagExists, ["name": typed.trimmingCharacters(in: .whitespaces)]), .conflict)
        }
    }
}
