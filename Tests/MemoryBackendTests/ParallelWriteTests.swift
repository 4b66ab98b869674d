import Foundation
import MemoryAPI
import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

/// Bursts of writes wait for each other instead of failing: 50 at once of each kind the API
/// has, on SQLite (`swift test`) and on PostgreSQL (`make test-postgres`). No 500, and every
/// answer is one the contract documents for that operation.
@Suite("Memory API: 50 parallel writes of each kind")
struct ParallelWriteTests {
    static let burst = 50

    /// Status and problem code of one answer.
    struct Answer: Sendable, Hashable {
        var status: UInt
        var code: String?
    }

    /// Runs `burst` requests at once.
    private func parallel(_ request: @escaping @Sendable (Int) async throws -> Answer) async throws -> [Answer] {
        try await withThrowingTaskGroup(of: Answer.self) { group in
            for index in 0..<Self.burst { group.addTask { try await request(index) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    private static func answer(_ response: TestingHTTPResponse) -> Answer {
        let code = try? response.content.decode(ProblemDetails.self).code
        return Answer(status: response.status.code, code: response.status.code >= 400 ? code : nil)
    }

    @Test("entry creates, text with a new shared tag and photos: all 201, one tag, every file stored")
    func creates() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "burst-create@example.com")
            let photo = try Fixture.data("Canon_40D.jpg")
            // act
            let answers = try await parallel { index in
                let output = index.isMultiple(of: 2)
                    ? try await user.create(.init(kind: .text, text: "note \(index)", tags: ["trip"], utcOffsetSeconds: 0))
                    : try await user.create(.init(kind: .photo, tags: ["trip"], utcOffsetSeconds: 0),
                                            files: [("p\(index).jpg", photo)])
                switch output {
                case .created: return Answer(status: 201)
                case .undocumented(let status, _): return Answer(status: UInt(status))
                default: return Answer(status: 400, code: "\(output)")
                }
            }
            // check
            #expect(answers.allSatisfy { $0.status == 201 }, "\(Set(answers))")
            #expect(try await user.client.listEntries().ok.body.json.total == Self.burst)
            let tags = try await user.client.listTags().ok.body.json.items
            #expect(tags.map(\.name) == ["trip"] && tags.first?.entryCount == Self.burst)
            #expect(await mediaFiles(app).filter { !$0.contains(".staging") }.count == Self.burst / 2)
        }
    }

    @Test("refreshes of one token: exactly one 200, every other a documented 401")
    func refreshes() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "burst-refresh@example.com")
            let api = APIClient(app)
            // act
            let answers = try await parallel { _ in
                Self.answer(try await api.post("/api/auth/refresh", ["refreshToken": user.refreshToken]))
            }
            // check
            #expect(answers.filter { $0.status == 200 }.count == 1, "\(Set(answers))")
            let refusals = answers.filter { $0.status != 200 }
            #expect(refusals.allSatisfy {
                $0.status == 401 && ["refresh_token_reused", "refresh_token_invalid"].contains($0.code ?? "")
            }, "\(Set(refusals))")
        }
    }

    @Test("tag creates, half of one name: one 201 for it, 409 tag_exists for the rest, 201 for the others")
    func tags() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "burst-tags@example.com")
            let api = APIClient(app)
            // act
            let answers = try await parallel { index in
                let name = index.isMultiple(of: 2) ? "same" : "tag\(index)"
                return Self.answer(try await api.post("/api/tags", ["name": name], bearer: user.token))
            }
            // check
            #expect(answers.filter { $0.status == 201 }.count == Self.burst / 2 + 1, "\(Set(answers))")
            #expect(answers.filter { $0 == Answer(status: 409, code: "tag_exists") }.count == Self.burst / 2 - 1)
            #expect(try await user.client.listTags().ok.body.json.items.count == Self.burst / 2 + 1)
        }
    }

    @Test("share links for one entry: all 201, each its own link")
    func shares() async throws {
        try await withMemoryApp { app in
            // setup
            let user = try await TestUser.register(app, "burst-share@example.com")
            let entry = try await user.createText("to share")
            let api = APIClient(app)
            // act
            let answers = try await parallel { _ in
                Self.answer(try await api.post(
                    "/api/share-links", ["target": "entry", "entryId": entry.id], bearer: user.token))
            }
            // check
            #expect(answers.allSatisfy { $0.status == 201 }, "\(Set(answers))")
            #expect(try await user.client.listShareLinks().ok.body.json.items.count == Self.burst)
        }
    }
}
