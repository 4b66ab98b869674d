import Foundation
import HTTPTypes
import MemoryAPI
import OpenAPIRuntime
import Testing

/// Raw multipart bodies as a browser's FormData or an iOS upload would send them.
private func multipart(boundary: String, parts: [(headers: String, body: String)]) -> HTTPBody {
    var text = ""
    for part in parts {
        text += "--\(boundary)\r\n\(part.headers)\r\n\r\n\(part.body)\r\n"
    }
    text += "--\(boundary)--\r\n"
    return HTTPBody(text)
}

private func createRequest(boundary: String) -> HTTPRequest {
    var request = HTTPRequest(method: .post, scheme: "https", authority: "memory.example", path: "/api/entries")
    request.headerFields[.contentType] = "multipart/form-data; boundary=\(boundary)"
    request.headerFields[.accept] = "application/json"
    return request
}

// Two things the generated server does with a multipart POST that a contract and a backend must
// allow for: it accepts a binary part only with a content type its `encoding` declares
// (`application/octet-stream` unless the contract lists more), and input that fails to decode
// surfaces as a `ServerError`, which must become a 400 problem, not a 500 with internal text.
@Suite("Multipart as real clients send it")
struct MultipartWireTests {
    @Test("file parts labelled image/jpeg and audio/x-m4a are accepted: the server sniffs bytes instead")
    func concreteFileTypes() async throws {
        // setup
        let transport = LoopbackTransport()
        let server = FakeMemoryServer()
        try server.registerHandlers(on: transport)
        let body = multipart(
            boundary: "XyZ",
            parts: [
                ("Content-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json", #"{"kind":"photo"}"#),
                ("Content-Disposition: form-data; name=\"file\"; filename=\"p.jpg\"\r\nContent-Type: image/jpeg", "JPEGDATA"),
                ("Content-Disposition: form-data; name=\"file\"; filename=\"v.m4a\"\r\nContent-Type: audio/x-m4a", "M4ADATA"),
            ])
        // act
        let (response, _) = try await transport.send(
            createRequest(boundary: "XyZ"), body: body, baseURL: URL(string: "https://memory.example")!,
            operationID: "createEntry")
        // check
        #expect(response.status == .created)
        #expect(await server.recorder.files.map(\.filename) == ["p.jpg", "v.m4a"])
        #expect(await server.recorder.metadata.first?.kind == .photo)
    }

    @Test("an unknown entry kind fails to decode as a ServerError the backend must map to 400")
    func undecodableMetadata() async throws {
        // setup
        let transport = LoopbackTransport()
        try FakeMemoryServer().registerHandlers(on: transport)
        let body = multipart(
            boundary: "B",
            parts: [("Content-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json", #"{"kind":"video"}"#)])
        // act
        let error = await #expect(throws: ServerError.self) {
            _ = try await transport.send(
                createRequest(boundary: "B"), body: body, baseURL: URL(string: "https://memory.example")!,
                operationID: "createEntry")
        }
        // check: the cause is a decoding error, which is how a middleware tells client faults apart
        #expect(error?.operationID == "createEntry")
        #expect(error?.underlyingError is DecodingError)
    }
}
