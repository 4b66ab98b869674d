import DisposableAPI
import DisposableBackend
import DisposableKit
import Foundation
import HTTPTypes
import OpenAPIRuntime
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// An organizer (a suite account) or a guest (a participant token), with the generated client.
struct Actor {
    let app: Application
    let token: String
    var client: DisposableAPI.Client { DisposableClient.make(app, token: token) }

    /// Registers an account through the auth API and signs in.
    static func organizer(_ app: Application, _ email: String = "organizer-\(UUID().uuidString.prefix(8))@example.com")
        async throws -> Actor
    {
        let response = try await APIClient(app).post(
            "/api/auth/register", ["email": email, "password": "long enough password"])
        guard response.status == .created else { throw Failure("register: \(response.status) \(response.body.string)") }
        struct Pair: Decodable { var token: String }
        return Actor(app: app, token: try JSONDecoder().decode(Pair.self, from: Data(response.body.readableBytesView)).token)
    }

    /// Creates an event with sensible test defaults.
    func createEvent(
        name: String = "Garden party", hours: Int = 24, shots: Int = 10, reveal: Components.Schemas.RevealMode = .now,
        revealAt: Date? = nil, startsAt: Date? = nil
    ) async throws -> Components.Schemas.Event {
        let body = Components.Schemas.NewEvent(
            name: name, organizerName: "Sarah", durationHours: hours, shotsPerPerson: shots, reveal: reveal,
            revealAt: revealAt, startsAt: startsAt, consent: .init(termsVersion: Terms.version, accepted: true))
        return try await client.createEvent(body: .json(body)).created.body.json
    }

    /// Joins `event` as a new guest.
    func join(_ event: Components.Schemas.Event, as name: String) async throws -> Actor {
        try await Actor.guest(app, joinURL: try #require(event.joinURL), name: name)
    }

    static func guest(_ app: Application, joinURL: String, name: String) async throws -> Actor {
        let token = String(joinURL.split(separator: "/").last!)
        let anonymous = DisposableClient.make(app, token: nil)
        let result = try await anonymous.joinEvent(
            path: .init(code: token),
            body: .json(.init(displayName: name, consent: .init(termsVersion: Terms.version, accepted: true))))
            .created.body.json
        return Actor(app: app, token: result.participantToken)
    }

    /// Uploads `data` as one shot.
    func upload(_ event: String, _ data: Data, clientPhotoId: UUID = UUID(), takenAt: Date? = nil) async throws
        -> Operations.UploadPhoto.Output
    {
        let parts: [Operations.UploadPhoto.Input.Body.MultipartFormPayload] = [
            .metadata(.init(payload: .init(body: .init(clientPhotoId: clientPhotoId.uuidString, takenAt: takenAt)))),
            .file(.init(payload: .init(body: HTTPBody(data)), filename: "shot.jpg")),
        ]
        return try await client.uploadPhoto(path: .init(eventId: event), body: .multipartForm(.init(parts)))
    }

    /// Uploads and expects it stored.
    @discardableResult
    func uploaded(_ event: String, _ data: Data) async throws -> Components.Schemas.Photo {
        try await upload(event, data).created.body.json
    }

    /// A raw GET through the app (signed file URLs, pages), with this actor's token.
    func get(_ path: String, bearer: Bool = true) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        if bearer { headers.bearerAuthorization = BearerAuthorization(token: token) }
        var captured: TestingHTTPResponse?
        try await app.testing().test(.GET, path, headers: headers) { captured = $0 }
        return try #require(captured)
    }
}

enum DisposableClient {
    static func make(_ app: Application, token: String?) -> DisposableAPI.Client {
        DisposableAPI.Client.disposable(
            serverURL: URL(string: "http://localhost")!, transport: InProcessTransport(app: app), token: { token })
    }
}

enum Terms {
    static let version = "2026-11-23"
}

enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }
}

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Every stored file of `event` (its keys), or of every owner (`owner/key`): retention and
/// deletion must leave none. Asks the store, so it holds on S3 as on disk.
func mediaFiles(_ app: Application, event: String? = nil) async -> [String] {
    if let event, let owner = UUID(uuidString: event) {
        return Array(((try? await app.mediaStore.sizes(owner: owner)) ?? [:]).keys)
    }
    return ((try? await app.mediaStore.storedFiles()) ?? []).map(\.location.description)
}

extension Date {
    static let testStart = Date(timeIntervalSince1970: 1_781_445_600)  // 2026-06-14 14:00 UTC
}

/// ServerCore and Disposable only: what these suites need, built fast.
func withDisposableApp<T>(
    clock: (@Sendable () -> Date)? = nil, options: DisposableBackendOptions = .init(),
    _ body: (Application) async throws -> T
) async throws -> T {
    try await withSuiteApp([DisposableBackend(options: options)], clock: clock, body)
}
