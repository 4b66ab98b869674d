import Foundation
import MemoryAPI
import OpenAPIRuntime
import ServerCore
import Vapor

/// `POST /memory/new` without JS: the add sheet's plain form becomes the same `createEntry`
/// call the outbox makes (metadata part + file parts), so the rules and limits are the API's.
/// The form streams (`StreamedForm`): its fields first, then each photo straight into staging.
/// With JS the page never posts here: memory.js queues the save in the outbox instead.
extension MemoryWebController {
    struct AddForm {
        var kind: String?
        var title: String?
        var text: String?
        var tags: String?
        var occurredAt: String?
        var songTitle: String?
        var songArtist: String?
        var songAlbum: String?
    }

    @Sendable func create(_ req: Request) async throws -> Response {
        let user = try req.requireWebUser()
        let streamed = try StreamedForm(req)
        let (fields, firstFile) = try await streamed.fieldsBeforeFiles()
        let form = AddForm(fields)
        let metadata = Self.metadata(form, timeZone: req.timeZone, now: req.application.clock())
        let parts = AddFormParts(metadata: metadata, form: streamed, firstFile: firstFile)
        let input = Operations.CreateEntry.Input(headers: .init(), body: .multipartForm(.init(parts, iterationBehavior: .single)))
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

    /// The form as the contract's parts, read as `createEntry` asks for them: the metadata, then
    /// each chosen file's bytes from the socket (a file input left empty sends a part without a
    /// file name, which is skipped).
    struct AddFormParts: AsyncSequence, Sendable {
        typealias Element = Operations.CreateEntry.Input.Body.MultipartFormPayload
        let metadata: Components.Schemas.EntryMetadata
        let form: StreamedForm
        let firstFile: StreamedForm.Part?

        struct AsyncIterator: AsyncIteratorProtocol {
            var metadata: Components.Schemas.EntryMetadata?
            let form: StreamedForm
            var pending: StreamedForm.Part?

            mutating func next() async throws -> Element? {
                if let metadata {
                    self.metadata = nil
                    return .metadata(.init(payload: .init(body: metadata)))
                }
                while let part = try await nextPart() {
                    guard let filename = part.filename, !filename.isEmpty, ["file", "file[]"].contains(part.name) else { continue }
                    let body = HTTPBody(form.partBytes, length: .unknown, iterationBehavior: .single)
                    return .file(.init(payload: .init(body: body), filename: filename))
                }
                return nil
            }

            private mutating func nextPart() async throws -> StreamedForm.Part? {
                if let pending {
                    self.pending = nil
                    return pending
                }
                return try await form.nextPart()
            }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(metadata: metadata, form: form, pending: firstFile) }
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

extension MemoryWebController.AddForm {
    /// The form's text fields as `StreamedForm` read them.
    init(_ fields: [String: String]) {
        self.init(kind: fields["kind"], title: fields["title"], text: fields["text"], tags: fields["tags"],
                  occurredAt: fields["occurredAt"], songTitle: fields["songTitle"], songArtist: fields["songArtist"],
                  songAlbum: fields["songAlbum"])
    }
}
