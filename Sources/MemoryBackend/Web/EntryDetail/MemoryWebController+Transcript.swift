import Foundation
import MemoryAPI
import MemoryKit
import ServerCore
import Vapor

/// Correcting a voice diary's transcript from its page: the form becomes the API's
/// `updateTranscript` (same handler, rules and owner scope), which re-tells the transcript's
/// language and reads the mood again.
extension MemoryWebController {
    struct TranscriptForm: Content {
        var text: String?
    }

    @Sendable func saveTranscript(_ req: Request) async throws -> Response {
        let id = req.parameters.get(MemoryURL.entryID) ?? ""
        let form = try req.content.decode(TranscriptForm.self)
        let text = form.text ?? ""
        let input = Operations.UpdateTranscript.Input(path: .init(entryId: id), body: .json(.init(text: text)))
        do {
            _ = try await req.asAPICaller { try await handler.updateTranscript(input) }.ok
        } catch let error as AppError where error.status == .badRequest {
            // Too long: the page again with the words kept and the rule beside the field.
            var page = EntryDetailPage(card: await Self.card(try await Self.entry(req, handler), req), map: map)
            page.transcriptDraft = text
            let issue = (error.errors ?? []).lazy.compactMap { FieldIssue.Reason(rawValue: $0.reason) }.first
            page.transcriptError = issue.map { FieldIssue(field: "text", reason: $0).message(in: req.pageContext.language) }
                ?? req.pageContext.t(MemoryWebText.fieldInvalid)
            return req.render(page, status: .unprocessableEntity)
        }
        req.flash(req.pageContext.t(MemoryWebText.transcriptSaved))
        return req.redirect(to: MemoryURL.entry(.value(id)))
    }
}
