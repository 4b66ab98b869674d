import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import MemoryBackend
@testable import ServerCore

/// Contract and server agree: every error `code` the accounts and Memory OpenAPI documents list
/// is provoked here and must come back with the status of the response that documents it. The
/// codes are read from the documents, so a newly documented code without a provocation fails
/// this test. (Disposable's document has its own provocations in DisposableBackendTests.)
@Suite("Contracts: every documented error code is what the server answers")
struct ContractErrorCodeTests {
    static let documents = (try? ContractDocuments.load(contracts: ["AccountsAPI", "MemoryAPI"])) ?? ContractDocuments()

    @Test("the documents were found and list the codes")
    func documentsRead() {
        #expect(!Self.documents.files.isEmpty)
        #expect(Self.documents.errorCodes.count >= 20, "\(Self.documents.errorCodes)")
        #expect(Self.documents.errorCodes.contains(.init(code: "refresh_token_reused", status: 401)))
    }

    @Test("each documented code, provoked", arguments: documents.errorCodes.sorted { $0.description < $1.description })
    func provoke(_ documented: ContractDocuments.ErrorCode) async throws {
        guard let provocation = Provocations.all[documented.code] else {
            Issue.record("\(documented) is documented but no test provokes it: add one to Provocations.all")
            return
        }
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withMemoryApp(clock: clock.now) { app in
            // setup
            let context = try await Provocations.Context(app: app, clock: clock)
            // act
            let response = try await provocation(context)
            // check
            #expect(Int(response.status.code) == documented.status, "\(documented): \(response.body.string)")
            #expect(response.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(try response.content.decode(ProblemDetails.self).code == documented.code)
        }
    }
}

/// One request (or a few) that make the server answer each documented code.
enum Provocations {
    struct Context {
        let app: Application
        let clock: TestClock
        let user: TestUser
        let api: APIClient

        init(app: Application, clock: TestClock) async throws {
            self.app = app
            self.clock = clock
            user = try await TestUser.register(app, "codes@example.com")
            api = APIClient(app)
        }

        func json(_ method: HTTPMethod, _ path: String, _ body: String, bearer: Bool = true) async throws
            -> TestingHTTPResponse
        {
            try await api.send(method, path, body: Data(body.utf8), bearer: bearer ? user.token : nil)
        }

        func get(_ path: String, headers: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
            try await user.get(path, headers: headers)
        }

        /// A raw multipart create: the generated client would refuse some of these bodies.
        func upload(_ files: [(String, Data)], kind: String = "photo", key: String? = nil, text: String? = nil)
            async throws -> TestingHTTPResponse
        {
            let boundary = "contract-\(UUID().uuidString)"
            var body = Data()
            var metadata = #"{"kind":"\#(kind)","utcOffsetSeconds":0"#
            if let text { metadata += #","text":"\#(text)""# }
            metadata += "}"
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json\r\n\r\n\(metadata)\r\n".utf8))
            for (name, data) in files {
                body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8))
                body.append(data)
                body.append(Data("\r\n".utf8))
            }
            body.append(Data("--\(boundary)--\r\n".utf8))
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
            headers.bearerAuthorization = BearerAuthorization(token: user.token)
            if let key { headers.replaceOrAdd(name: "Idempotency-Key", value: key) }
            var captured: TestingHTTPResponse?
            try await app.testing().test(.POST, "/api/entries", headers: headers, body: ByteBuffer(data: body)) {
                captured = $0
            }
            return try #require(captured)
        }

        func photoEntry() async throws -> Components.Schemas.Entry {
            try await user.create(.init(kind: .photo, utcOffsetSeconds: 0), files: [("c.jpg", try Fixture.data("Canon_40D.jpg"))])
                .created.body.json
        }

        /// The token of a fresh share link of a text entry.
        func shareToken() async throws -> (token: String, id: String) {
            let entry = try await user.createText("shared")
            let link = try await user.client.createShareLink(body: .json(.init(target: .entry, entryId: entry.id)))
                .created.body.json
            return (URL(string: link.url)!.lastPathComponent, link.id)
        }
    }

    typealias Provocation = @Sendable (Context) async throws -> TestingHTTPResponse

    static let all: [String: Provocation] = [
        "validation_failed": { try await $0.json(.POST, "/api/tags", #"{"name":"   "}"#) },
        "malformed_request": { try await $0.json(.POST, "/api/tags", #"{"name": "#) },
        "invalid_email": { try await $0.json(.POST, "/api/auth/register", #"{"email":"not-an-address","password":"long enough pw"}"#, bearer: false) },
        "password_length": { try await $0.json(.POST, "/api/auth/register", #"{"email":"p@example.com","password":"short"}"#, bearer: false) },
        "password_common": { try await $0.json(.POST, "/api/auth/register", #"{"email":"p@example.com","password":"password123"}"#, bearer: false) },
        "missing_field": { try await $0.json(.POST, "/api/tags", "{}") },
        "invalid_field": { try await $0.get("/api/media/not-a-uuid", headers: bearer($0)) },
        "unauthorized": { try await $0.json(.GET, "/api/entries", "", bearer: false) },
        "invalid_credentials": { context in
            try await context.json(.POST, "/api/auth/login", #"{"email":"codes@example.com","password":"not the password"}"#, bearer: false)
        },
        "token_expired": { context in
            context.clock.advance(by: TokenService.accessLifetime + 1)
            return try await context.get("/api/entries", headers: bearer(context))
        },
        "refresh_token_invalid": { try await $0.json(.POST, "/api/auth/refresh", #"{"refreshToken":"nonsense"}"#, bearer: false) },
        "refresh_token_reused": { context in
            let body = #"{"refreshToken":"\#(context.user.refreshToken)"}"#
            _ = try await context.json(.POST, "/api/auth/refresh", body, bearer: false)
            return try await context.json(.POST, "/api/auth/refresh", body, bearer: false)
        },
        "signature_invalid": { context in
            let media = try #require(try await context.photoEntry().media.first)
            return try await context.get(media.url.replacingOccurrences(of: "signature=", with: "signature=x"))
        },
        "not_found": { try await $0.get("/api/entries/\(UUID().uuidString)", headers: bearer($0)) },
        "email_taken": { try await $0.json(.POST, "/api/auth/register", #"{"email":"codes@example.com","password":"long enough pw"}"#, bearer: false) },
        "tag_exists": { context in
            _ = try await context.json(.POST, "/api/tags", #"{"name":"twice"}"#)
            return try await context.json(.POST, "/api/tags", #"{"name":"Twice"}"#)
        },
        "idempotency_key_in_use": { context in
            // The first request's record without a response yet: it is still running.
            let hash = SHA256.hash(data: try JSONEncoder.api.encode(
                Components.Schemas.EntryMetadata(kind: .text, text: "x", utcOffsetSeconds: 0)))
            try await IdempotencyRecord(
                userID: context.user.userID(), scope: "memory.createEntry", key: "k1",
                requestHash: hash.map { String(format: "%02x", $0) }.joined(), createdAt: context.clock.now()
            ).create(on: context.app.db)
            return try await context.upload([], kind: "text", key: "k1", text: "x")
        },
        "link_expired": { context in
            let share = try await context.shareToken()
            context.clock.advance(by: 8 * 86_400)
            return try await context.json(.GET, "/api/shared/\(share.token)", "", bearer: false)
        },
        "link_revoked": { context in
            let share = try await context.shareToken()
            _ = try await context.json(.DELETE, "/api/share-links/\(share.id)", "")
            return try await context.json(.GET, "/api/shared/\(share.token)", "", bearer: false)
        },
        "payload_too_large": { try await $0.upload([("big.jpg", Data(count: 25 * 1024 * 1024 + 1))]) },
        "unsupported_media_type": { try await $0.upload([("x.jpg", Data("plain text".utf8))]) },
        "audio_too_long": { try await $0.upload([("long.wav", Fixture.silentWAV(seconds: 61))], kind: "audio") },
        "media_corrupt": { context in
            let photo = try Fixture.data("DSCN0010.jpg")
            return try await context.upload([("third.jpg", photo.prefix(photo.count / 3))])
        },
        "idempotency_key_mismatch": { context in
            _ = try await context.upload([], kind: "text", key: "k2", text: "first")
            return try await context.upload([], kind: "text", key: "k2", text: "second")
        },
        "range_not_satisfiable": { context in
            let media = try #require(try await context.photoEntry().media.first)
            return try await context.get(media.url, headers: ["Range": "bytes=999999-"])
        },
        "rate_limited": { context in
            let wrong = #"{"email":"codes@example.com","password":"wrong wrong wrong"}"#
            for _ in 0..<6 { _ = try await context.json(.POST, "/api/auth/login", wrong, bearer: false) }
            return try await context.json(.POST, "/api/auth/login", wrong, bearer: false)
        },
    ]

    static func bearer(_ context: Context) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers.bearerAuthorization = BearerAuthorization(token: context.user.token)
        return headers
    }
}

extension TestUser {
    /// The account id inside the access token (its `sub` claim).
    func userID() throws -> UUID {
        let payload = try #require(token.split(separator: ".").dropFirst().first)
        var base64 = payload.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        let claims = try JSONDecoder().decode([String: AnyDecodableValue].self, from: try #require(Data(base64Encoded: base64)))
        guard case .string(let subject)? = claims["sub"] else { throw URLError(.badServerResponse) }
        return try #require(UUID(uuidString: subject))
    }
}

/// Just enough of a JSON value to read a string claim next to numeric ones.
enum AnyDecodableValue: Decodable {
    case string(String), other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self = (try? container.decode(String.self)).map(Self.string) ?? .other
    }
}
