import AsyncHTTPClient
import ContractCoding
import Foundation
import HTTPTypes
import MemoryAPI
import MemoryBackend
import OpenAPIRuntime
import ServerCore
import ServerTestSupport
import Speech
import Testing
import Vapor
import VaporTesting

/// A signed-in test user: the generated client with its token, plus raw access for checks
/// the client cannot express (multipart by hand, headers).
struct TestUser {
    let app: Application
    let token: String
    let refreshToken: String
    let client: MemoryAPI.Client

    /// Signs up through the accounts contract, then speaks Memory's with the token.
    static func register(_ app: Application, _ email: String) async throws -> TestUser {
        let account = try await TestAccount.register(app, email)
        return TestUser(app: app, token: account.token, refreshToken: account.refreshToken,
                        client: MemoryClient.make(app, bearer: account.token))
    }

    /// Creates an entry through the generated client's multipart body.
    func create(
        _ metadata: Components.Schemas.EntryMetadata, files: [(name: String, data: Data)] = [],
        idempotencyKey: String? = nil
    ) async throws -> Operations.CreateEntry.Output {
        var parts: [Operations.CreateEntry.Input.Body.MultipartFormPayload] = [
            .metadata(.init(payload: .init(body: metadata)))
        ]
        for file in files {
            parts.append(.file(.init(payload: .init(body: HTTPBody(file.data)), filename: file.name)))
        }
        return try await client.createEntry(
            headers: .init(idempotencyKey: idempotencyKey), body: .multipartForm(.init(parts)))
    }

    func createText(_ text: String, title: String? = nil, tags: [String] = [], at date: Date? = nil)
        async throws -> Components.Schemas.Entry
    {
        let output = try await create(.init(kind: .text, title: title, text: text, tags: tags, occurredAt: date,
                                            utcOffsetSeconds: 0))
        return try output.created.body.json
    }

    /// A raw GET through the app (signed media URLs, pages).
    func get(_ path: String, headers: HTTPHeaders = [:], bearer: Bool = false) async throws -> TestingHTTPResponse {
        var headers = headers
        if bearer { headers.bearerAuthorization = BearerAuthorization(token: token) }
        var captured: TestingHTTPResponse?
        try await app.testing().test(.GET, path, headers: headers) { captured = $0 }
        var response = try #require(captured)
        // On S3 (`make test-s3`) a signed media URL answers with a redirect to a presigned URL of
        // the store: follow it as a browser does, so the checks below are about the bytes it serves.
        if response.status == .found, let location = response.headers.first(name: .location), location.hasPrefix("http") {
            var request = HTTPClientRequest(url: location)
            if let range = headers.first(name: .range) { request.headers.add(name: "Range", value: range) }
            let answer = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
            response.status = answer.status
            response.headers = answer.headers
            response.body = try await answer.body.collect(upTo: 64 * 1024 * 1024)
        }
        return response
    }
}

enum MemoryClient {
    static func make(_ app: Application, bearer: String? = nil) -> MemoryAPI.Client {
        MemoryAPI.Client(serverURL: URL(string: "http://localhost")!, configuration: .suiteAPI, transport: InProcessTransport(app: app, bearer: bearer))
    }
}

/// Memory's tests run on ServerCore and the Memory backend alone.
///
/// Voice diaries are not transcribed unless the test passes a `speech` engine (a scripted one,
/// or the real worker in the one test that proves it), so no test starts Whisper by accident.
func withMemoryApp<T>(
    clock: (@Sendable () -> Date)? = nil, speech: (any SpeechEngine)? = nil, _ body: (Application) async throws -> T
) async throws -> T {
    try await withSuiteApp([memoryBackend(speech: speech)], clock: clock, body)
}

/// Two instances of the Memory server on one database (what crosses between them goes through it).
func withTwoMemoryApps(_ body: (_ first: Application, _ second: Application) async throws -> Void) async throws {
    try await withTwoSuiteApps([memoryBackend()], body)
}

private func memoryBackend(speech: (any SpeechEngine)? = nil) -> MemoryBackend {
    var options = MemoryBackendOptions.fromEnvironment()
    options.speech = speech ?? UnavailableSpeech(reason: "tests run without a speech engine unless they pass one")
    return MemoryBackend(options: options)
}

enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    /// A PCM WAV of `seconds` of silence (8 kHz mono 16-bit), for the length limit. With
    /// `declaring`, its header states that many seconds instead: a header that lies.
    static func silentWAV(seconds: Int, declaring declared: Int? = nil) -> Data {
        let rate: UInt32 = 8_000
        let dataSize = rate * 2 * UInt32(seconds)
        let declaredSize = rate * 2 * UInt32(declared ?? seconds)
        var data = Data()
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); append(36 + declaredSize)
        data.append(contentsOf: Array("WAVEfmt ".utf8)); append(16); append16(1); append16(1)
        append(rate); append(rate * 2); append16(2); append16(16)
        data.append(contentsOf: Array("data".utf8)); append(declaredSize)
        data.append(Data(count: Int(dataSize)))
        return data
    }
}

/// Files in the test app's media store (`owner/key`) and its staging (`.staging/name`): uploads
/// must leave none behind on failure. Asks the store, so it holds on S3 as on disk.
func mediaFiles(_ app: Application) async -> [String] {
    let stored = (try? await app.mediaStore.storedFiles()) ?? []
    let staged = (try? app.mediaStore.stagedFiles()) ?? []
    return stored.map(\.location.description) + staged.map { ".staging/\($0.name)" }
}
