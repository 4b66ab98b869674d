import Foundation
import HTTPTypes
import MemoryAPI
import OpenAPIRuntime

/// What the fake server saw, for the tests to check.
actor Recorder {
    var metadata: [Components.Schemas.EntryMetadata] = []
    var files: [(filename: String?, bytes: Data)] = []
    var idempotencyKeys: [String] = []
    var listQueries: [Operations.ListEntries.Input.Query] = []

    func record(metadata value: Components.Schemas.EntryMetadata) { metadata.append(value) }
    func record(file: String?, bytes: Data) { files.append((file, bytes)) }
    func record(key: String?) { if let key { idempotencyKeys.append(key) } }
    func record(query: Operations.ListEntries.Input.Query) { listQueries.append(query) }
}

/// A minimal in-memory implementation of the generated `APIProtocol`, only as deep as the
/// contract tests need; the real one lives in the Memory backend.
struct FakeMemoryServer: APIProtocol {
    let recorder = Recorder()
    static let entryId = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
    static let created = Date(timeIntervalSince1970: 1_717_243_200)

    static func problem(_ status: Int, _ code: String) -> Components.Schemas.Problem {
        .init(title: code, status: status, code: code)
    }

    func createEntry(_ input: Operations.CreateEntry.Input) async throws -> Operations.CreateEntry.Output {
        await recorder.record(key: input.headers.idempotencyKey)
        guard case .multipartForm(let parts) = input.body else { return .undocumented(statusCode: 400, .init()) }
        var fileCount = 0
        for try await part in parts {
            switch part {
            case .metadata(let metadata):
                await recorder.record(metadata: metadata.payload.body)
            case .file(let file):
                fileCount += 1
                let bytes = try await Data(collecting: file.payload.body, upTo: 1 << 20)
                await recorder.record(file: file.filename, bytes: bytes)
            case .undocumented:
                return .badRequest(.init(body: .applicationProblemJson(Self.problem(400, "malformed_request"))))
            }
        }
        let entry = Components.Schemas.Entry(
            id: Self.entryId, kind: .photo, tags: [], occurredAt: Self.created, utcOffsetSeconds: 10_800,
            isPrivate: true,
            media: (0..<fileCount).map { _ in
                .init(id: UUID().uuidString, contentType: "image/jpeg", byteSize: 4, url: "/m", thumbnails: [])
            },
            createdAt: Self.created, updatedAt: Self.created)
        return .created(.init(headers: .init(location: "/api/entries/\(Self.entryId)"), body: .json(entry)))
    }

    func listEntries(_ input: Operations.ListEntries.Input) async throws -> Operations.ListEntries.Output {
        await recorder.record(query: input.query)
        let page = Components.Schemas.EntryPage(
            items: [], page: input.query.page ?? 1, pageSize: input.query.pageSize ?? 20, total: 0, hasMore: false)
        return .ok(.init(body: .json(page)))
    }

    func getMedia(_ input: Operations.GetMedia.Input) async throws -> Operations.GetMedia.Output {
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46]
        guard input.headers.range == "bytes=0-3" else {
            return .ok(.init(headers: .init(acceptRanges: .bytes), body: .jpeg(HTTPBody(bytes))))
        }
        return .partialContent(
            .init(
                headers: .init(contentRange: "bytes 0-3/10", acceptRanges: .bytes),
                body: .jpeg(HTTPBody(Array(bytes.prefix(4))))))
    }

    func getEntry(_ input: Operations.GetEntry.Input) async throws -> Operations.GetEntry.Output {
        .notFound(.init(body: .applicationProblemJson(Self.problem(404, "not_found"))))
    }

    // The rest of the contract is served by the real backend; here it is simply absent.
    func updateEntry(_ input: Operations.UpdateEntry.Input) async throws -> Operations.UpdateEntry.Output { .undocumented(statusCode: 501, .init()) }
    func deleteEntry(_ input: Operations.DeleteEntry.Input) async throws -> Operations.DeleteEntry.Output { .undocumented(statusCode: 501, .init()) }
    func getMonthlySummary(_ input: Operations.GetMonthlySummary.Input) async throws -> Operations.GetMonthlySummary.Output { .undocumented(statusCode: 501, .init()) }
    func getYearlySummary(_ input: Operations.GetYearlySummary.Input) async throws -> Operations.GetYearlySummary.Output { .undocumented(statusCode: 501, .init()) }
    func getSummaryImage(_ input: Operations.GetSummaryImage.Input) async throws -> Operations.GetSummaryImage.Output { .undocumented(statusCode: 501, .init()) }
    func listTags(_ input: Operations.ListTags.Input) async throws -> Operations.ListTags.Output { .undocumented(statusCode: 501, .init()) }
    func createTag(_ input: Operations.CreateTag.Input) async throws -> Operations.CreateTag.Output { .undocumented(statusCode: 501, .init()) }
    func suggestTags(_ input: Operations.SuggestTags.Input) async throws -> Operations.SuggestTags.Output { .undocumented(statusCode: 501, .init()) }
    func renameTag(_ input: Operations.RenameTag.Input) async throws -> Operations.RenameTag.Output { .undocumented(statusCode: 501, .init()) }
    func deleteTag(_ input: Operations.DeleteTag.Input) async throws -> Operations.DeleteTag.Output { .undocumented(statusCode: 501, .init()) }
    func updateTranscript(_ input: Operations.UpdateTranscript.Input) async throws -> Operations.UpdateTranscript.Output { .undocumented(statusCode: 501, .init()) }
    func getEntrySuggestions(_ input: Operations.GetEntrySuggestions.Input) async throws -> Operations.GetEntrySuggestions.Output { .undocumented(statusCode: 501, .init()) }
    func createMusicImport(_ input: Operations.CreateMusicImport.Input) async throws -> Operations.CreateMusicImport.Output { .undocumented(statusCode: 501, .init()) }
    func getMusicImport(_ input: Operations.GetMusicImport.Input) async throws -> Operations.GetMusicImport.Output { .undocumented(statusCode: 501, .init()) }
    func commitMusicImport(_ input: Operations.CommitMusicImport.Input) async throws -> Operations.CommitMusicImport.Output { .undocumented(statusCode: 501, .init()) }
    func listShareLinks(_ input: Operations.ListShareLinks.Input) async throws -> Operations.ListShareLinks.Output { .undocumented(statusCode: 501, .init()) }
    func createShareLink(_ input: Operations.CreateShareLink.Input) async throws -> Operations.CreateShareLink.Output { .undocumented(statusCode: 501, .init()) }
    func revokeShareLink(_ input: Operations.RevokeShareLink.Input) async throws -> Operations.RevokeShareLink.Output { .undocumented(statusCode: 501, .init()) }
    func getSharedContent(_ input: Operations.GetSharedContent.Input) async throws -> Operations.GetSharedContent.Output {
        .gone(.init(body: .applicationProblemJson(Self.problem(410, "link_expired"))))
    }
}
