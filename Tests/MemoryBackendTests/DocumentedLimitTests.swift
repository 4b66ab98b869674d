import Foundation
import MemoryAPI
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// Input beyond a limit the contract documents is malformed: 400 naming the field, never a
/// 401 as if it were a wrong credential.
@Suite("Contracts: documented limits answer 400, not 401")
struct DocumentedLimitTests {
    private static let tooLongToken = String(repeating: "r", count: 600)  // maxLength: 512

    private func problem(_ response: TestingHTTPResponse) throws -> ProblemDetails {
        try response.content.decode(ProblemDetails.self)
    }

    @Test("a 600-character refresh token is 400 validation_failed on refresh and on logout")
    func refreshTokenLength() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "limits@example.com")
            let api = APIClient(app)
            // act
            let refresh = try await api.post("/api/auth/refresh", ["refreshToken": Self.tooLongToken])
            let logout = try await api.post("/api/auth/logout", ["refreshToken": Self.tooLongToken], bearer: user.token)
            // check
            let refreshProblem = try problem(refresh)
            #expect(refresh.status == .badRequest)
            #expect(refreshProblem.code == "validation_failed" && refreshProblem.field == "refreshToken")
            #expect(logout.status == .badRequest)
            #expect(try problem(logout).field == "refreshToken")
        }
    }

    @Test("sign-in with an email over 254 or a password over 128 characters is 400 naming the field")
    func credentialLengths() async throws {
        try await withMemoryApp { app in
            // setup
            _ = try await TestUser.register(app, "limits@example.com")
            let api = APIClient(app)
            let longEmail = String(repeating: "a", count: 250) + "@example.com"
            // act
            let email = try await api.post("/api/auth/login", ["email": longEmail, "password": "long enough pw"])
            let password = try await api.post(
                "/api/auth/login", ["email": "limits@example.com", "password": String(repeating: "p", count: 129)])
            // check
            #expect(email.status == .badRequest)
            #expect(try problem(email).field == "email")
            #expect(password.status == .badRequest)
            #expect(try problem(password).field == "password")
        }
    }

    @Test("an Idempotency-Key over 255 characters is 400 naming the header")
    func idempotencyKeyLength() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "limits@example.com")
            // act
            let output = try await user.create(
                .init(kind: .text, text: "x", utcOffsetSeconds: 0), idempotencyKey: String(repeating: "k", count: 256))
            // check
            let problem = try output.badRequest.body.applicationProblemJson
            #expect(problem.code == "validation_failed" && problem.errors?.first?.field == "Idempotency-Key")
            #expect(try await user.client.listEntries().ok.body.json.total == 0)
        }
    }
}
