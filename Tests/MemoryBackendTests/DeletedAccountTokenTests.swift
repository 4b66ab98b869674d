import Fluent
import Foundation
import ServerCore
import ServerTestSupport
import Testing
import Vapor
import VaporTesting

/// An access token outlives its account by up to 15 minutes; every route must then answer 401,
/// never act for the account (it answered 500 `internal_error` on writes before).
@Suite("Tokens of deleted or unknown accounts")
struct DeletedAccountTokenTests {
    /// Every operation of every contract that needs a token, with a random id for each path id.
    static let secured = ((try? ContractDocuments.load())?.operations ?? []).filter { !$0.isPublic }

    private static func send(_ operation: ContractDocuments.Operation, token: String, app: Application) async throws
        -> TestingHTTPResponse
    {
        let path = operation.path.replacingOccurrences(
            of: #"\{[^}]+\}"#, with: UUID().uuidString, options: .regularExpression)
        var headers = HTTPHeaders()
        headers.bearerAuthorization = BearerAuthorization(token: token)
        headers.contentType = .json
        var captured: TestingHTTPResponse?
        try await app.testing().test(
            HTTPMethod(rawValue: operation.method.uppercased()), path, headers: headers,
            body: ByteBuffer(string: "{}")
        ) { captured = $0 }
        return try #require(captured)
    }

    @Test("the walk covers the contract's secured operations")
    func walkFound() {
        #expect(Self.secured.count >= 15, "\(Self.secured)")
    }

    @Test("after the account is deleted its still-valid token gets 401 problem+json on every secured route")
    func deletedAccount() async throws {
        try await withMemoryApp { app in
            // setup: an account signed in on the web and through the API
            let browser = WebClient(app)
            try await browser.register(email: "gone@example.com")
            let login = try await APIClient(app).post(
                "/api/auth/login", ["email": "gone@example.com", "password": "correct horse battery"])
            let token = try login.content.decode(TokenService.Pair.self).token
            let before = try await Self.send(.init(method: "get", path: "/api/entries", isPublic: false), token: token, app: app)
            try await browser.get("/account/delete")
            let deleted = try await browser.post("/account/delete", form: ["password": "correct horse battery"])
            // act
            var answers: [String: TestingHTTPResponse] = [:]
            for operation in Self.secured { answers[operation.description] = try await Self.send(operation, token: token, app: app) }
            // check
            #expect(before.status == .ok)
            #expect(deleted.status == .seeOther)
            for (operation, response) in answers {
                #expect(response.status == .unauthorized, "\(operation): \(response.status) \(response.body.string)")
                #expect(response.headers.contentType?.description.hasPrefix("application/problem+json") == true, "\(operation)")
                #expect((try? response.content.decode(ProblemDetails.self).code) == "unauthorized", "\(operation)")
            }
        }
    }

    @Test("a token whose account row is gone (never existed here) gets 401, also on writes")
    func unknownAccount() async throws {
        try await withMemoryApp { app in
            // setup: a correctly signed token whose subject is nobody any more
            let user = try await TestUser.register(app, "vanished@example.com")
            try await User.query(on: app.db).filter(\.$id == user.userID()).delete()
            // act
            let create = try await Self.send(.init(method: "post", path: "/api/tags", isPublic: false), token: user.token, app: app)
            let list = try await Self.send(.init(method: "get", path: "/api/entries", isPublic: false), token: user.token, app: app)
            // check
            #expect(create.status == .unauthorized && list.status == .unauthorized)
            #expect((try? create.content.decode(ProblemDetails.self).code) == "unauthorized")
        }
    }
}
