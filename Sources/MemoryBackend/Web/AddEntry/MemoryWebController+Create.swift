import Foundation
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import Vapor

/// `POST /memory/new` without JS: the add sheet's plain form becomes the same `createEntry`
/// call the outbox makes (metadata part + file parts), so the rules and limits are the API's.
/// With JS the page never posts here: memory.js queues the save in the outbox instead.
extension MemoryWebController {
    struct AddForm: Content {
        var kind: String?
        var title: String?
        var text: String?
        var tags: String?
        var occurredAt: String?
        var songTitle: String?
        var songArtist: String?
        var songAlbum: String?
        var file: [File]?
    }

    @Sendable func create(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let form = try req.content.decode(AddForm.self)
        let metadata = Self.metadata(form, timeZone: req.timeZone, now: req.application.clock())
        var parts: [Operations.CreateEntry.Input.Body.MultipartFormPayload] = [.metadata(.init(payload: .init(body: metadata)))]
        for file in form.file ?? [] where file.data.readableBytes > 0 {
            parts.append(.file(.init(payload: .init(body: HTTPBody(Data(file.data.readableBytesView))), filename: file.filename)))
        }
        let input = Operations.CreateEntry.Input(headers: .init(), body: .multipartForm(.init(parts)))
        do {
            _ = try await req.asAPICaller { try await handler.createEntry(input) }
        } catch let error as AppError where (400..<500).contains(error.status.code) {
            let page = AddEntryPage(outboxAccount: try Self.outboxAccount(user),
                                    maxAudioSeconds: Int(handler.settings.limits.maxAudioSeconds),
                                    now: req.application.clock(), error: error.message(in: req.language, kind: form.kind))
            return req.render(page, status: error.status)
        }
        return req.redirect(to: MemoryURL.timeline)
    }

    /// The form's fields as the contract's metadata; a `datetime-local` value is read in the
    /// reader's time zone (the one the page was shown in).
    static func metadata(_ form: AddForm, timeZone: TimeZone, now: Date) -> Components.Schemas.EntryMetadata {
        let text = { (value: String?) -> String? in
            guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
            return trimmed
        }
        let kind = Components.Schemas.EntryKind(rawValue: form.kind ?? "text") ?? .text
        let tags = FormValues.tags(form.tags)
        // Undated, a memory happened now, a photo too: the API would file a photo under its
        // camera's date, which the page only offers (with JS) and never applies unasked.
        let occurredAt = text(form.occurredAt).flatMap { FormValues.date($0, in: timeZone) } ?? now
        let offset = timeZone.secondsFromGMT(for: occurredAt)
        let song: Components.Schemas.Song? = kind == .song
            ? .init(title: text(form.songTitle) ?? "", artist: text(form.songArtist) ?? "", album: text(form.songAlbum)) : nil
        return .init(kind: kind, title: text(form.title), text: kind == .text ? text(form.text) : nil,
                     tags: tags.isEmpty ? nil : tags, occurredAt: occurredAt, utcOffsetSeconds: offset, song: song, isPrivate: true)
    }
}
