import Foundation
@testable import ServerCore
import ServerTestSupport
import Testing
import VaporTesting

@Suite("JSON auth API and token service")
struct AuthAPITests {
    @Test("Register answers 201 with a token pair; the same email again is a 409 problem")
    func registerAndDuplicate() async throws {
        try await withSuiteApp { app in
            // act
            let first = try await APIClient(app).post("/api/auth/register", ["email": "a@example.com", "password": "long enough pw"])
            let second = try await APIClient(app).post("/api/auth/register", ["email": "A@example.com ", "password": "long enough pw"])
            // check
            #expect(first.status == .created)
            let pair = try first.content.decode(TokenService.Pair.self)
            #expect(!pair.token.isEmpty && !pair.refreshToken.isEmpty)
            #expect(second.status == .conflict)
            #expect(second.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            let problem = try second.content.decode(ProblemDetails.self)
            #expect(problem.code == "email_taken")
            #expect(problem.field == "email")
            #expect(problem.detail.contains("already exists"))
        }
    }

    @Test("Wrong password and unknown email get the same 401 that names neither part")
    func wrongCredentials() async throws {
        try await withSuiteApp { app in
            // setup
            let api = APIClient(app)
            _ = try await api.post("/api/auth/register", ["email": "b@example.com", "password": "long enough pw"])
            // act
            let wrongPassword = try await api.post("/api/auth/login", ["email": "b@example.com", "password": "not the pw"])
            let unknownEmail = try await api.post("/api/auth/login", ["email": "nobody@example.com", "password": "not the pw"])
            // check
            #expect(wrongPassword.status == .unauthorized)
            let first = try wrongPassword.content.decode(ProblemDetails.self)
            let second = try unknownEmail.content.decode(ProblemDetails.self)
            #expect(first == second)
            #expect(first.code == "invalid_credentials")
            #expect(!first.detail.localizedCaseInsensitiveContains("not registered"))
        }
    }

    @Test("The 6th failed login within 15 minutes is refused with 429 and Retry-After")
    func throttling() async throws {
        try await withSuiteApp { app in
            // setup
            let api = APIClient(app)
            _ = try await api.post("/api/auth/register", ["email": "c@example.com", "password": "long enough pw"])
            // act
            var statuses: [UInt] = []
            for _ in 1...6 {
                statuses.append(try await api.post("/api/auth/login", ["email": "c@example.com", "password": "wrong guess"]).status.code)
            }
            let correctWhileLocked = try await api.post("/api/auth/login", ["email": "c@example.com", "password": "long enough pw"])
            // check
            #expect(statuses == [401, 401, 401, 401, 401, 429])
            #expect(correctWhileLocked.status == .tooManyRequests)
            let retryAfter = try #require(correctWhileLocked.headers.first(name: "Retry-After").flatMap(Int.init))
            #expect((1...900).contains(retryAfter))
        }
    }

    @Test("Parallel guesses cannot slip past the limit: at most 5 are even checked")
    func parallelGuesses() async throws {
        try await withSuiteApp { app in
            // setup
            _ = try await APIClient(app).post("/api/auth/register", ["email": "p@example.com", "password": "long enough pw"])
            // act
            let statuses = await withTaskGroup(of: UInt.self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        (try? await APIClient(app).post("/api/auth/login", ["email": "p@example.com", "password": "guess guess"]))?
                            .status.code ?? 0
                    }
                }
                return await group.reduce(into: [UInt]()) { $0.append($1) }
            }
            // check
            #expect(statuses.filter { $0 == 401 }.count <= 5)
            #expect(statuses.filter { $0 == 429 }.count >= 7)
        }
    }

    @Test("A rotated refresh token presented again revokes its whole family")
    func refreshReuseRevokesFamily() async throws {
        try await withSuiteApp { app in
            // setup
            let api = APIClient(app)
            let login = try await api.post("/api/auth/register", ["email": "d@example.com", "password": "long enough pw"])
            let original = try login.content.decode(TokenService.Pair.self)
            let rotated = try await api.post("/api/auth/refresh", ["refreshToken": original.refreshToken])
            let second = try rotated.content.decode(TokenService.Pair.self)
            // act
            let reuse = try await api.post("/api/auth/refresh", ["refreshToken": original.refreshToken])
            let afterReuse = try await api.post("/api/auth/refresh", ["refreshToken": second.refreshToken])
            // check
            #expect(rotated.status == .ok)
            #expect(second.refreshToken != original.refreshToken)
            #expect(reuse.status == .unauthorized)
            #expect(afterReuse.status == .unauthorized, "the legitimate newest token must die with its family")
            #expect(try reuse.content.decode(ProblemDetails.self).code == "refresh_token_reused")
            #expect(try afterReuse.content.decode(ProblemDetails.self).code == "refresh_token_invalid")
        }
    }

    @Test("Logout needs a valid access token and ends every refresh token of the account")
    func logoutRevokes() async throws {
        try await withSuiteApp { app in
            // setup
            let api = APIClient(app)
            let pair = try await api.post("/api/auth/register", ["email": "e@example.com", "password": "long enough pw"])
                .content.decode(TokenService.Pair.self)
            // act
            let anonymous = try await api.post("/api/auth/logout", [:])
            let logout = try await api.post("/api/auth/logout", [:], bearer: pair.token)
            let refresh = try await api.post("/api/auth/refresh", ["refreshToken": pair.refreshToken])
            // check
            #expect(anonymous.status == .unauthorized)
            #expect(logout.status == .noContent)
            #expect(refresh.status == .unauthorized)
        }
    }

    @Test("An access token stops working after 15 minutes")
    func accessTokenExpires() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withSuiteApp(clock: clock.now) { app in
            // setup
            let api = APIClient(app)
            let pair = try await api.post("/api/auth/register", ["email": "f@example.com", "password": "long enough pw"])
                .content.decode(TokenService.Pair.self)
            // act
            clock.advance(by: 15 * 60 + 1)
            let late = try await api.post("/api/auth/logout", [:], bearer: pair.token)
            // check
            #expect(late.status == .unauthorized)
        }
    }

    @Test("A missing field is a 400 that names it")
    func missingField() async throws {
        try await withSuiteApp { app in
            // act
            let response = try await APIClient(app).post("/api/auth/login", ["email": "x@example.com"])
            // check
            #expect(response.status == .badRequest)
            let problem = try response.content.decode(ProblemDetails.self)
            #expect(problem.field == "password")
            #expect(problem.code == "missing_field")
        }
    }
}

@Suite("Refresh rotation under concurrency")
struct RefreshRaceTests {
    @Test("Of several concurrent refreshes with one token, exactly one succeeds and the family ends")
    func concurrentRefresh() async throws {
        try await withSuiteApp { app in
            // setup
            let pair = try await APIClient(app).post("/api/auth/register", ["email": "race@example.com", "password": "long enough pw"])
                .content.decode(TokenService.Pair.self)
            // One service per event loop: each loop has its own database connection, so the
            // refreshes really overlap instead of queueing on one connection.
            let services = app.eventLoopGroup.makeIterator().map { loop in
                TokenService(db: app.databases.database(logger: app.logger, on: loop)!, keys: app.jwt.keys, now: app.clock)
            }
            // act
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for index in 0..<8 {
                    let tokens = services[index % services.count]
                    group.addTask { (try? await tokens.refresh(pair.refreshToken)) != nil }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            // check
            #expect(outcomes.filter { $0 }.count <= 1, "a spent token must never mint two families' worth of tokens")
            let live = try await RefreshToken.query(on: app.db).filter(\.$revokedAt == nil).filter(\.$rotatedAt == nil).count()
            #expect(live == 0, "the reuse ended the family, the winner's new token included")
        }
    }
}

import Fluent
import JWT
