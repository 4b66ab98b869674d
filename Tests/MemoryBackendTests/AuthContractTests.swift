import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: auth operations and the published contract")
struct AuthContractTests {
    @Test("register, login, refresh and logout through the generated client")
    func tokenLifecycle() async throws {
        try await withSuiteApp { app in
            // setup
            let user = try await TestUser.register(app, "auth@example.com")
            let anonymous = MemoryClient.make(app)
            // act
            let login = try await anonymous.login(body: .json(.init(email: "auth@example.com", password: "long enough pw")))
            let refreshed = try await anonymous.refresh(body: .json(.init(refreshToken: try login.ok.body.json.refreshToken)))
            let logout = try await user.client.logout(body: .json(.init(refreshToken: try refreshed.ok.body.json.refreshToken)))
            let afterLogout = try await anonymous.refresh(body: .json(.init(refreshToken: try refreshed.ok.body.json.refreshToken)))
            // check
            #expect(try login.ok.body.json.token.isEmpty == false)
            #expect(try refreshed.ok.body.json.refreshToken != login.ok.body.json.refreshToken)
            _ = try logout.noContent
            #expect(try afterLogout.unauthorized.body.applicationProblemJson.code == "refresh_token_invalid")
        }
    }

    @Test("wrong password answers the contract's 401 problem; a missing field names it")
    func errors() async throws {
        try await withSuiteApp { app in
            // setup
            _ = try await TestUser.register(app, "err@example.com")
            let anonymous = MemoryClient.make(app)
            // act
            let wrong = try await anonymous.login(body: .json(.init(email: "err@example.com", password: "wrong password")))
            let duplicate = try await anonymous.register(body: .json(.init(email: "err@example.com", password: "long enough pw")))
            let raw = try await APIClient(app).post("/api/auth/register", ["email": "x@example.com"])
            // check
            #expect(try wrong.unauthorized.body.applicationProblemJson.code == "invalid_credentials")
            #expect(try duplicate.conflict.body.applicationProblemJson.code == "email_taken")
            #expect(raw.status == .badRequest)
            #expect(raw.body.string.contains("\"field\":\"password\""))
            #expect(!raw.body.string.contains("DecodingError"), "internal error text must not leak")
        }
    }

    @Test("the OpenAPI document is served at /api/openapi.yaml")
    func document() async throws {
        try await withSuiteApp { app in
            // act
            let response = try await APIClient(app).send(.GET, "/api/openapi.yaml")
            // check
            #expect(response.status == .ok)
            #expect(response.body.string.hasPrefix("openapi: 3.1"))
            #expect(response.body.string.contains("operationId: createEntry"))
        }
    }

    @Test("entry operations without a token answer 401 problem+json")
    func unauthenticated() async throws {
        try await withSuiteApp { app in
            // act
            let list = try await MemoryClient.make(app).listEntries()
            let tags = try await MemoryClient.make(app).listTags()
            // check
            #expect(try list.unauthorized.body.applicationProblemJson.code == "unauthorized")
            #expect(try tags.unauthorized.body.applicationProblemJson.status == 401)
        }
    }
}
