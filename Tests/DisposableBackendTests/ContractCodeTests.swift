import DisposableAPI
import Fluent
import Foundation
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

@testable import DisposableBackend
@testable import ServerCore

/// Contract and server agree: every error `code` Disposable's OpenAPI document lists is
/// provoked here and must come back with the status of the response that documents it, as
/// problem+json. The codes are read from the document, so a code documented without a
/// provocation (or one the server never answers) fails this test.
@Suite("Disposable contract: every documented error code is what the server answers")
struct ContractCodeTests {
    static let documents = (try? ContractDocuments.load(contracts: ["DisposableAPI"])) ?? ContractDocuments()

    @Test("the document was found and lists the codes")
    func documentRead() {
        #expect(Self.documents.files.count == 1)
        #expect(Self.documents.errorCodes.contains(.init(code: "no_shots_left", status: 409)), "\(Self.documents.errorCodes)")
    }

    @Test("createEvent with an Idempotency-Key, sent three times: one event, the same answer each time")
    func keyedCreate() async throws {
        let clock = TestClock(.testStart)
        try await withDisposableApp(clock: clock.now) { app in
            // setup
            let context = try await DisposableProvocations.Context(app: app, clock: clock)
            let body = context.newEvent(name: "Once")
            // act
            var answers: [TestingHTTPResponse] = []
            for _ in 0..<3 { answers.append(try await context.createEvent(body, key: "retry-1")) }
            let mine = try await context.organizer.client.listMyEvents().ok.body.json.items
            // check
            #expect(answers.allSatisfy { $0.status == .created }, "\(answers.map(\.status))")
            let ids = answers.map { (try? JSONSerialization.jsonObject(with: Data($0.body.string.utf8)) as? [String: Any])?["id"] as? String }
            #expect(ids.allSatisfy { $0 != nil } && Set(ids).count == 1, "\(ids)")
            #expect(mine.filter { $0.name == "Once" }.count == 1)
        }
    }

    @Test("each documented code, provoked", arguments: documents.errorCodes.sorted { $0.description < $1.description })
    func provoke(_ documented: ContractDocuments.ErrorCode) async throws {
        guard let provocation = DisposableProvocations.all[documented.code] else {
            Issue.record("\(documented) is documented but no test provokes it: add one to DisposableProvocations.all")
            return
        }
        let clock = TestClock(.testStart)
        let options = DisposableBackendOptions(
            maxUploadBytes: 1024 * 1024, maxPixels: 300_000, codeGuessLimit: RateLimit(3, per: 600))
        try await withDisposableApp(clock: clock.now, options: options) { app in
            // setup
            let context = try await DisposableProvocations.Context(app: app, clock: clock)
            // act
            let response = try await provocation(context)
            // check
            #expect(Int(response.status.code) == documented.status, "\(documented): \(response.body.string)")
            #expect(response.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(try response.content.decode(ProblemDetails.self).code == documented.code)
        }
    }
}

/// One request (or a few) that make Disposable answer each documented code. The app limits
/// uploads to 1 MB and 300,000 pixels and failed short-code look-ups to 3 per address, so the
/// limits are cheap to reach.
enum DisposableProvocations {
    struct Context {
        let app: Application
        let clock: TestClock
        let organizer: Actor
        let email: String
        /// One shot per person, one hour long.
        let event: Components.Schemas.Event
        let guest: Actor

        init(app: Application, clock: TestClock) async throws {
            self.app = app
            self.clock = clock
            email = "codes-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            organizer = try await Actor.organizer(app, email)
            event = try await organizer.createEvent(hours: 1, shots: 1)
            guest = try await organizer.join(event, as: "Guest")
        }

        var photos: String { "/api/disposable/events/\(event.id)/photos" }
        var joinPath: String { "/api/disposable/invitations/\(try! #require(event.joinURL).split(separator: "/").last!)/join" }

        func send(_ method: HTTPMethod, _ path: String, token: String?, headers extra: HTTPHeaders = [:], body: ByteBuffer? = nil)
            async throws -> TestingHTTPResponse
        {
            var headers = extra
            if let token { headers.bearerAuthorization = BearerAuthorization(token: token) }
            if body != nil, headers.contentType == nil { headers.contentType = .json }
            var captured: TestingHTTPResponse?
            try await app.testing().test(method, path, headers: headers, body: body) { captured = $0 }
            return try #require(captured)
        }

        func json(_ method: HTTPMethod, _ path: String, _ body: String, token: String?, headers: HTTPHeaders = [:])
            async throws -> TestingHTTPResponse
        {
            try await send(method, path, token: token, headers: headers, body: ByteBuffer(string: body))
        }

        /// A raw multipart upload (the generated client would refuse some of these bodies).
        func upload(_ file: Data, as actor: Actor, to eventID: String? = nil) async throws -> TestingHTTPResponse {
            let boundary = "codes-\(UUID().uuidString)"
            var body = Data()
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"metadata\"\r\nContent-Type: application/json\r\n\r\n{\"clientPhotoId\":\"\(UUID().uuidString)\"}\r\n".utf8))
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"shot.jpg\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8))
            body.append(file)
            body.append(Data("\r\n--\(boundary)--\r\n".utf8))
            var headers = HTTPHeaders()
            headers.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
            let path = eventID.map { "/api/disposable/events/\($0)/photos" } ?? photos
            return try await send(.POST, path, token: actor.token, headers: headers, body: ByteBuffer(data: body))
        }

        func join(consent: String) async throws -> TestingHTTPResponse {
            try await json(.POST, joinPath, #"{"displayName":"Late","consent":\#(consent)}"#, token: nil)
        }

        /// The organizer's first photo of the event (a small PNG), as JSON from the API.
        func photo() async throws -> Components.Schemas.Photo {
            try await organizer.uploaded(event.id, try Fixture.data("small.png"))
        }

        func newEvent(name: String) -> Components.Schemas.NewEvent {
            .init(name: name, organizerName: "Sarah", durationHours: 2, shotsPerPerson: 3, reveal: .now,
                  consent: .init(termsVersion: Terms.version, accepted: true))
        }

        func createEvent(_ body: Components.Schemas.NewEvent, key: String) async throws -> TestingHTTPResponse {
            let data = try JSONEncoder().encode(body)
            return try await send(.POST, "/api/disposable/events", token: organizer.token, headers: ["Idempotency-Key": key],
                                  body: ByteBuffer(data: data))
        }
    }

    typealias Provocation = @Sendable (Context) async throws -> TestingHTTPResponse

    static let all: [String: Provocation] = [
        "validation_failed": { try await $0.json(.PATCH, "/api/disposable/events/\($0.event.id)/me", #"{"displayName":"   "}"#, token: $0.guest.token) },
        "malformed_request": { try await $0.json(.POST, "/api/disposable/events", #"{"name": "#, token: $0.organizer.token) },
        "unauthorized": { try await $0.send(.GET, "/api/disposable/events", token: nil) },
        "token_expired": { context in
            context.clock.advance(by: TokenService.accessLifetime + 1)
            return try await context.send(.GET, "/api/disposable/events", token: context.organizer.token)
        },
        "not_organizer": { try await $0.send(.GET, "/api/disposable/events/\($0.event.id)/stats", token: $0.guest.token) },
        "not_your_photo": { context in
            let photo = try await context.photo()
            return try await context.send(.DELETE, "\(context.photos)/\(photo.id)", token: context.guest.token)
        },
        "signature_invalid": { context in
            let url = try await context.photo().files.original
            return try await context.send(.GET, url.replacingOccurrences(of: "signature=", with: "signature=x"), token: nil)
        },
        "not_found": { try await $0.send(.GET, "/api/disposable/events/\(UUID().uuidString)", token: $0.guest.token) },
        "event_ended": { context in
            context.clock.advance(by: 3601)
            return try await context.upload(try Fixture.data("small.png"), as: context.guest)
        },
        "no_shots_left": { context in
            _ = try await context.upload(try Fixture.data("small.png"), as: context.guest)
            return try await context.upload(try Fixture.data("small.png"), as: context.guest)
        },
        "organizer_cannot_leave": { try await $0.send(.DELETE, "/api/disposable/events/\($0.event.id)/me", token: $0.organizer.token) },
        "idempotency_key_in_use": { context in
            // The first request's record without a response yet: it is still running.
            let body = context.newEvent(name: "Twice")
            let user = try #require(try await User.query(on: context.app.db).filter(\.$email == context.email).first())
            try await IdempotencyRecord(
                userID: user.requireID(), scope: "disposable.createEvent", key: "k1",
                requestHash: try Idempotency.requestHash(of: body),
                createdAt: context.clock.now()
            ).create(on: context.app.db)
            return try await context.createEvent(body, key: "k1")
        },
        "idempotency_key_mismatch": { context in
            _ = try await context.createEvent(context.newEvent(name: "First"), key: "k2")
            return try await context.createEvent(context.newEvent(name: "Second"), key: "k2")
        },
        "payload_too_large": { context in
            var big = try Fixture.data("landscape_6.jpg")
            big.append(Data(count: 1024 * 1024))
            return try await context.upload(big, as: context.guest)
        },
        "too_many_pixels": { try await $0.upload(try Fixture.data("DSCN0010.jpg"), as: $0.guest) },  // 640×480
        "unsupported_media_type": { try await $0.upload(Data("plain text, not a photo".utf8), as: $0.guest) },
        "media_corrupt": { context in
            let photo = try Fixture.data("landscape_6.jpg")
            return try await context.upload(photo.prefix(photo.count / 3), as: context.guest)
        },
        "consent_required": { try await $0.join(consent: #"{"termsVersion":"\#(Terms.version)","accepted":false}"#) },
        "terms_outdated": { try await $0.join(consent: #"{"termsVersion":"2001-01-01","accepted":true}"#) },
        "range_not_satisfiable": { context in
            let url = try await context.photo().files.original
            return try await context.send(.GET, url, token: nil, headers: ["Range": "bytes=99999999-"])
        },
        "rate_limited": { context in
            // Guessing short codes: the 4th code that names no event is refused.
            for _ in 0..<3 { _ = try await context.send(.GET, "/api/disposable/invitations/ZZZZ0000", token: nil) }
            return try await context.send(.GET, "/api/disposable/invitations/ZZZZ0000", token: nil)
        },
        // Issue 38: events set up ahead, recovery links
        "event_not_started": { context in
            let later = try await context.organizer.createEvent(hours: 1, shots: 1, startsAt: context.clock.now() + 3600)
            let early = try await context.organizer.join(later, as: "Early")
            return try await context.upload(try Fixture.data("small.png"), as: early, to: later.id)
        },
        "recovery_unknown": { context in
            let code = try #require(context.event.joinURL).split(separator: "/").last!
            return try await context.json(.POST, "/api/disposable/invitations/\(code)/recover", #"{"recoveryKey":"dpr_nobody"}"#,
                                          token: nil)
        },
        "organizer_signs_in": { try await $0.send(.GET, "/api/disposable/events/\($0.event.id)/me/recovery", token: $0.organizer.token) },
    ]
}
