import Foundation
import MemoryAPI
import ServerTestSupport
import Testing
import VaporTesting

@Suite("Memory API: the published contract and its authentication")
struct PublishedContractTests {
    @Test("the document is served at /api/openapi.yaml and /api/memory/openapi.yaml, without the accounts paths",
          arguments: ["/api/openapi.yaml", "/api/memory/openapi.yaml"])
    func document(path: String) async throws {
        try await withMemoryApp { app in
            // act
            let response = try await APIClient(app).send(.GET, path)
            // check
            #expect(response.status == .ok)
            #expect(response.body.string.hasPrefix("openapi: 3.1"))
            #expect(response.body.string.contains("operationId: createEntry"))
            #expect(!response.body.string.contains("/api/auth/register:"), "the accounts contract has its own document")
        }
    }

    @Test("entry operations without a token answer 401 problem+json")
    func unauthenticated() async throws {
        try await withMemoryApp { app in
            // act
            let list = try await MemoryClient.make(app).listEntries()
            let tags = try await MemoryClient.make(app).listTags()
            // check
            #expect(try list.unauthorized.body.applicationProblemJson.code == "unauthorized")
            #expect(try tags.unauthorized.body.applicationProblemJson.status == 401)
        }
    }

    @Test("a token from the accounts contract opens Memory's operations")
    func accountsTokenWorks() async throws {
        try await withMemoryApp { app in
            // setup
            let account = try await TestAccount.register(app, "token@example.com")
            // act
            let list = try await MemoryClient.make(app, bearer: account.token).listEntries()
            // check
            #expect(try list.ok.body.json.total == 0)
        }
    }
}
