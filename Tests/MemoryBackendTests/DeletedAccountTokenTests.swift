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
    static let secured = ((try? ContractDocuments.load(contracts: ["AccountsAPI", "MemoryAPI"]))?.operations ?? []).filter { !$0.isPublic }

    @Test("the walk covers the contract's secured operations")
    func walkFound() {
        #expect(Self.secured.count >= 15, "\(Self.secured)")
    }

    @Test("after the account is deleted its still-valid token gets 401 problem+json on every secured route")
    func deletedAccount() async throws {
        try await withMemoryApp { app in
            // setup: an account signed in on the web and through the API, then deleted on the web
            var before: TestingHTTPResponse?
            let token = try await DeletedAccount.token(app, email: "gone@example.com") { token in
                before = try await ContractDocuments.Operation(method: "get", path: "/api/entries", isPublic: false)
                    .send(bearer: token, to: app)
            }
            // act
            var answers: [String: TestingHTTPResponse] = [:]
            for operation in Self.secured { answers[operation.description] = try await operation.send(bearer: token, to: app) }
            // check
            #expect(before?.status == .ok)
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
            let create = try await ContractDocuments.Operation(method: "post", path: "/api/tags", isPublic: false).send(bearer: user.token, to: app)
            let list = try await ContractDocuments.Operation(method: "get", path: "/api/entries", isPublic: false).send(bearer: user.token, to: app)
            // check
            #expect(create.status == .unauthorized && list.status == .unauthorized)
            #expect((try? create.content.decode(ProblemDetails.self).code) == "unauthorized")
        }
    }
}
