import ContractCoding
import Foundation
import HTTPTypes
import MemoryAPI
import OpenAPIRuntime
import Testing

/// A generated client wired to the generated server handlers of a fake implementation.
private func makeClient() throws -> (Client, FakeMemoryServer, LoopbackTransport) {
    let transport = LoopbackTransport()
    let server = FakeMemoryServer()
    try server.registerHandlers(on: transport, configuration: .suiteAPI)
    let client = Client(serverURL: URL(string: "https://memory.example")!, configuration: .suiteAPI, transport: transport)
    return (client, server, transport)
}

@Suite("Memory API contract through the generated client and server")
struct ContractTests {
    @Test("create: metadata JSON part, file parts and Idempotency-Key reach the server")
    func createEntry() async throws {
        // setup
        let (client, server, _) = try makeClient()
        let metadata = Components.Schemas.EntryMetadata(kind: .photo, title: "Sahil", tags: ["deniz"])
        let parts: MultipartBody<Operations.CreateEntry.Input.Body.MultipartFormPayload> = [
            .metadata(.init(payload: .init(body: metadata))),
            .file(.init(payload: .init(body: HTTPBody([0xFF, 0xD8, 0xFF, 0xE0])), filename: "a.jpg")),
            .file(.init(payload: .init(body: HTTPBody([0x89, 0x50, 0x4E, 0x47])), filename: "b.png")),
        ]
        // act
        let output = try await client.createEntry(headers: .init(idempotencyKey: "key-1"), body: .multipartForm(parts))
        // check
        let created = try output.created
        #expect(try created.body.json.id == FakeMemoryServer.entryId)
        #expect(try created.body.json.media.count == 2)
        #expect(created.headers.location == "/api/entries/\(FakeMemoryServer.entryId)")
        #expect(await server.recorder.metadata == [metadata])
        #expect(await server.recorder.files.map(\.filename) == ["a.jpg", "b.png"])
        #expect(await server.recorder.files.first?.bytes == Data([0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(await server.recorder.idempotencyKeys == ["key-1"])
    }

    @Test("list: repeatable type and tag, dates and paging travel as query parameters")
    func listEntries() async throws {
        // setup
        let (client, server, transport) = try makeClient()
        let from = Date(timeIntervalSince1970: 1_706_745_600)  // 2024-02-01T00:00:00Z
        // act
        let output = try await client.listEntries(
            query: .init(from: from, _type: [.photo, .song], tag: ["deniz", "yaz"], q: "İstanbul", page: 2, pageSize: 50))
        // check
        #expect(try output.ok.body.json.page == 2)
        let path = try #require(transport.sent.first?.path)
        #expect(path.contains("type=photo&type=song"))
        #expect(path.contains("tag=deniz&tag=yaz"))
        #expect(path.contains("from=2024-02-01T00%3A00%3A00Z"))
        let query = try #require(await server.recorder.listQueries.first)
        #expect(query._type == [.photo, .song])
        #expect(query.tag == ["deniz", "yaz"])
        #expect(query.q == "İstanbul")
        #expect(query.from == from)
    }

    @Test("media: a Range request gets 206 with Content-Range and only those bytes")
    func mediaRange() async throws {
        // setup
        let (client, _, _) = try makeClient()
        // act
        let output = try await client.getMedia(
            path: .init(mediaId: "6F9619FF-8B86-D011-B42D-00C04FC964FF"), headers: .init(range: "bytes=0-3"))
        // check
        let partial = try output.partialContent
        #expect(partial.headers.contentRange == "bytes 0-3/10")
        #expect(try await Data(collecting: partial.body.jpeg, upTo: 100) == Data([0xFF, 0xD8, 0xFF, 0xE0]))
    }

    @Test("share links answer 410 problem+json once expired")
    func sharedGone() async throws {
        // setup
        let (client, _, _) = try makeClient()
        // act
        let output = try await client.getSharedContent(path: .init(token: "abcdefghijklmnopqrstuvwxyz"))
        // check
        #expect(try output.gone.body.applicationProblemJson.code == "link_expired")
    }
}
