import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import Vapor

/// Editing an entry from its page: the form becomes the API's `updateEntry` (same handler,
/// same rules, same owner scope), so another account's entry is a 404 here as there. The
/// update replaces every field, so what the form does not show (description, place, song) is
/// sent back as it was.
extension MemoryWebController {
    struct EditForm: Content {
        var title: String?
        var text: String?
        var tags: String?
        var occurredAt: String?
        var isPrivate: String?
    }

    @Sendable func edit(_ req: Request) async throws -> Response {
        let entry = try await Self.entry(req, handler)
        return req.render(EditEntryPage(entry: entry))
    }

    @Sendable func saveEdit(_ req: Request) async throws -> Response {
        let entry = try await Self.entry(req, handler)
        let form = try req.content.decode(EditForm.self)
        var page = EditEntryPage(entry: entry)
        page.values = .init(title: form.title ?? "", text: form.text ?? "", tags: form.tags ?? "",
                            occurredAt: form.occurredAt ?? "", isPrivate: form.isPrivate != nil)
        guard let occurredAt = EditEntryPage.date(page.values.occurredAt, utcOffsetSeconds: entry.utcOffsetSeconds) else {
            page.errors[.occurredAt] = req.pageContext.t(MemoryWebText.dateInvalid)
            return req.render(page, status: .unprocessableEntity)
        }
        let body = Self.update(page.values, occurredAt: occurredAt, keeping: entry)
        let input = Operations.UpdateEntry.Input(path: .init(entryId: entry.id), body: .json(body))
        do {
            _ = try await req.asAPICaller { try await handler.updateEntry(input) }
        } catch let error as AppError where error.status == .badRequest {
            let language = req.pageContext.language
            let problems = error.errors ?? [error.field].compactMap { $0 }.map { FieldProblem(field: $0, reason: "") }
            for problem in problems {
                guard let field = EditEntryPage.field(problem.field) else { continue }
                // The rule that refused it where the kit has one ("A tag may hold only letters…").
                let issue = FieldIssue.Reason(rawValue: problem.reason).map { FieldIssue(field: problem.field, reason: $0) }
                page.errors[field] = issue?.message(in: language) ?? req.pageContext.t(MemoryWebText.fieldInvalid)
            }
            guard !page.errors.isEmpty else { throw error }
            return req.render(page, status: .unprocessableEntity)
        }
        req.flash(req.pageContext.t(MemoryWebText.savedEdit))
        return req.redirect(to: MemoryURL.entry(.value(entry.id)))
    }

    /// The entry as the API shows it to the signed-in person (404 for anyone else's).
    static func entry(_ req: Request, _ handler: MemoryAPIHandler) async throws -> Components.Schemas.Entry {
        let id = req.parameters.get(MemoryURL.entryID) ?? ""
        return try await req.asAPICaller { try await handler.getEntry(.init(path: .init(entryId: id))) }.ok.body.json
    }

    /// The form's values as the API's whole-entry update, the rest of the entry unchanged.
    static func update(_ values: EditEntryPage.Values, occurredAt: Date, keeping entry: Components.Schemas.Entry)
        -> Components.Schemas.EntryUpdate
    {
        let title = values.title.trimmingCharacters(in: .whitespacesAndNewlines)
        let tags = FormValues.tags(values.tags)
        return .init(
            title: title.isEmpty ? nil : title, description: entry.description,
            text: entry.kind == .text ? values.text : entry.text, tags: tags, occurredAt: occurredAt,
            utcOffsetSeconds: entry.utcOffsetSeconds, location: entry.location, song: entry.song, isPrivate: values.isPrivate)
    }
}
