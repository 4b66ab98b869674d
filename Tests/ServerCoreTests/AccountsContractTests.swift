import AccountsAPI
import Foundation
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Accounts contract: /api/auth/* through the generated client, and the published document")
struct AccountsContractTests {
    @Test("register, login, refresh and logout through the generated client")
    func tokenLifecycle() async throws {
        try await withSuiteApp { app in
            // setup
            let account = try await TestAccount.register(app, "auth@example.com")
            let anonymous = AccountsClient.make(app)
            let signedIn = AccountsClient.make(app, bearer: account.token)
            // act
            let login = try await anonymous.login(body: .json(.init(email: "auth@example.com", password: TestAccount.password)))
            let refreshed = try await anonymous.refresh(body: .json(.init(refreshToken: try login.ok.body.json.refreshToken)))
            let logout = try await signedIn.logout(body: .json(.init(refreshToken: try refreshed.ok.body.json.refreshToken)))
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
            _ = try await TestAccount.register(app, "err@example.com")
            let anonymous = AccountsClient.make(app)
            // act
            let wrong = try await anonymous.login(body: .json(.init(email: "err@example.com", password: "wrong password")))
            let duplicate = try await anonymous.register(body: .json(.init(email: "err@example.com", password: TestAccount.password)))
            let raw = try await APIClient(app).post("/api/auth/register", ["email": "x@example.com"])
            // check
            #expect(try wrong.unauthorized.body.applicationProblemJson.code == "invalid_credentials")
            #expect(try duplicate.conflict.body.applicationProblemJson.code == "email_taken")
            #expect(raw.status == .badRequest)
            #expect(raw.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(raw.body.string.contains("\"field\":\"password\""))
            #expect(!raw.body.string.contains("DecodingError"), "internal error text must not leak")
        }
    }

    @Test("logout without a body (it is optional) ends every session of the account; without a token it is 401")
    func logoutWithoutBody() async throws {
        try await withSuiteApp { app in
            // setup
            let account = try await TestAccount.register(app, "out@example.com")
            let anonymous = AccountsClient.make(app)
            // act
            let withoutToken = try await anonymous.logout(body: nil)
            let logout = try await AccountsClient.make(app, bearer: account.token).logout(body: nil)
            let refresh = try await anonymous.refresh(body: .json(.init(refreshToken: account.refreshToken)))
            // check
            #expect(try withoutToken.unauthorized.body.applicationProblemJson.code == "unauthorized")
            _ = try logout.noContent
            _ = try refresh.unauthorized
        }
    }

    @Test("the accounts document is served at /api/auth/openapi.yaml and names only /api/auth paths")
    func document() async throws {
        try await withSuiteApp { app in
            // act
            let response = try await APIClient(app).send(.GET, "/api/auth/openapi.yaml")
            // check
            #expect(response.status == .ok)
            #expect(response.headers.contentType?.description == "application/yaml")
            let text = response.body.string
            #expect(text.hasPrefix("openapi: 3.1"))
            for operation in ["register", "login", "refresh", "logout"] {
                #expect(text.contains("operationId: \(operation)"), "\(operation) is missing")
            }
            let paths = text.split(separator: "\n").filter { $0.hasPrefix("  /") }
            #expect(paths.count == 4 && paths.allSatisfy { $0.hasPrefix("  /api/auth/") })
        }
    }
}
