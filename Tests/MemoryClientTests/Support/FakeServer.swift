import Foundation
import HTTPTypes
import OpenAPIRuntime
@testable import MemoryClient

/// A `ClientTransport` that plays the server: each operation answers from a handler tests set.
/// Records every request (operation id, headers), so tests count refreshes and check headers.
final class FakeServer: ClientTransport, @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest, Data) async throws -> (HTTPResponse, Data)

    private let lock = NSLock()
    private var handlers: [String: Handler] = [:]
    private var log: [(operation: String, request: HTTPRequest)] = []
    /// When set, every request fails as if the network were down.
    private var offline = false

    func on(_ operationID: String, _ handler: @escaping Handler) {
        lock.withLock { handlers[operationID] = handler }
    }

    func setOffline(_ value: Bool) { lock.withLock { offline = value } }

    func requests(_ operationID: String) -> [HTTPRequest] {
        lock.withLock { log.filter { $0.operation == operationID }.map(\.request) }
    }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        let (handler, down) = lock.withLock { () -> (Handler?, Bool) in
            log.append((operationID, request))
            return (handlers[operationID], offline)
        }
        if down { throw URLError(.notConnectedToInternet) }
        let bytes = if let body { try await Data(collecting: body, upTo: 64 << 20) } else { Data() }
        guard let handler else { return (HTTPResponse(status: .notImplemented), nil) }
        let (response, data) = try await handler(request, bytes)
        return (response, data.isEmpty ? nil : HTTPBody(data))
    }

    // MARK: Canned answers

    static func json(_ status: HTTPResponse.Status, _ text: String, headers: HTTPFields = [:]) -> (HTTPResponse, Data) {
        var fields = headers
        fields[.contentType] = "application/json"
        return (HTTPResponse(status: status, headerFields: fields), Data(text.utf8))
    }

    static func problem(_ status: HTTPResponse.Status, code: String, detail: String = "") -> (HTTPResponse, Data) {
        let body = #"{"title":"\#(status.reasonPhrase)","status":\#(status.code),"code":"\#(code)","detail":"\#(detail)"}"#
        return (HTTPResponse(status: status, headerFields: [.contentType: "application/problem+json"]), Data(body.utf8))
    }

    static func tokens(access: String, refresh: String) -> (HTTPResponse, Data) {
        json(.ok, #"{"token":"\#(access)","refreshToken":"\#(refresh)"}"#)
    }

    static func page(_ entries: [String] = [], hasMore: Bool = false, total: Int? = nil) -> String {
        #"{"items":[\#(entries.joined(separator: ","))],"page":1,"pageSize":50,"total":\#(total ?? entries.count),"hasMore":\#(hasMore)}"#
    }

    /// An entry as the server writes it.
    static func entry(id: String, title: String, occurredAt: String, kind: String = "text", tags: [String] = []) -> String {
        let tagList = tags.map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"id":"\#(id)","kind":"\#(kind)","title":"\#(title)","tags":[\#(tagList)],"occurredAt":"\#(occurredAt)","utcOffsetSeconds":10800,"isPrivate":true,"media":[],"createdAt":"\#(occurredAt)","updatedAt":"\#(occurredAt)"}"#
    }

    static func bearer(_ request: HTTPRequest) -> String? {
        request.headerFields[.authorization].map { String($0.dropFirst("Bearer ".count)) }
    }
}

/// A client core on a fake server, an in-memory database and a temporary folder.
struct ServiceFixture {
    let service: MemoryService
    let server: FakeServer
    let store: InMemoryTokenStore
    let clock: ManualClock
    let folder: URL

    init(tokens: SessionTokens? = SessionTokens(accessToken: "access-1", refreshToken: "refresh-1", email: "ada@example.com", accountID: "account-a")) throws {
        server = FakeServer()
        store = InMemoryTokenStore(tokens)
        clock = ManualClock()
        folder = try temporaryFolder()
        service = MemoryService(
            serverURL: URL(string: "http://memory.test")!, transport: server, tokenStore: store,
            database: try ClientDatabase.inMemory(), files: try OutboxFiles(directory: folder.appendingPathComponent("outbox")),
            environment: clock.environment(), language: { .tr })
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }
}
