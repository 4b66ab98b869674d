import AccountsAPI
import Foundation
import MemoryBackend
import MemoryClient
import OpenAPIRuntime
import ServerCore
import ServerTestSupport
import Testing
import Vapor

@Suite("Client session against the real accounts contract")
struct SessionAgainstServerTests {
    @Test("twenty concurrent calls with an expired access token cause exactly one refresh request")
    func oneRefresh() async throws {
        let clock = TestClock(Date())
        try await withSuiteApp([MemoryBackend()], clock: clock.now) { app in
            // setup
            let client = try ClientHarness(app: app, clock: clock.now)
            try await client.signUp("twenty@example.com")
            clock.advance(by: TokenService.accessLifetime + 60)
            // act
            let answers = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<20 {
                    group.addTask { try await client.service.api.listEntries(query: .init()).ok.body.json.total }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            // check
            #expect(answers == Array(repeating: 0, count: 20))
            #expect(client.transport.count("refresh") == 1)
            #expect(client.transport.statuses("listEntries").filter { $0 == 401 }.count == 20)
            #expect(await client.service.session.status != .signedOut(nil))
        }
    }

    @Test("a stolen refresh token, once used, ends the session on the next call with a clear message")
    func reuseDetected() async throws {
        let clock = TestClock(Date())
        try await withSuiteApp([MemoryBackend()], clock: clock.now) { app in
            // setup: someone copies the device's refresh token and uses it first
            let client = try ClientHarness(app: app, clock: clock.now)
            try await client.signUp("victim@example.com")
            let stolen = try #require(client.store.load()?.refreshToken)
            let thief = try await AccountsClient.make(app).refresh(body: .json(.init(refreshToken: stolen))).ok.body.json
            clock.advance(by: TokenService.accessLifetime + 60)
            // act
            var failure: (any Error)?
            do { _ = try await client.service.api.listEntries(query: .init()) } catch { failure = error }
            let signIn = await SignInViewModel(session: client.service.session, language: .en)
            await signIn.load()
            let thiefAgain = try await AccountsClient.make(app).refresh(body: .json(.init(refreshToken: thief.refreshToken)))
            // check
            let cause = (failure as? ClientError)?.underlyingError as? SessionError
            #expect(cause == .signedOut(.ended(code: "refresh_token_reused")))
            #expect(await signIn.notice == "For your safety you were signed out: your session was used on another device. Sign in again.")
            #expect(client.store.load() == nil)
            #expect(try thiefAgain.unauthorized.body.applicationProblemJson.code == "refresh_token_invalid")  // its family is revoked
        }
    }

    @Test("an account deleted on the web ends the session on this device with a clear message; its cached entries go")
    func accountDeleted() async throws {
        try await withSuiteApp([MemoryBackend()]) { app in
            // setup: the device has the account's recent entries; then the owner deletes it in a browser
            let client = try ClientHarness(app: app)
            try await client.signUp("leaving@example.com")
            let account = try #require(await client.service.session.accountID)
            try await client.service.outbox.create(.init(kind: .text, text: "kept", occurredAt: Date(), utcOffsetSeconds: 0))
            _ = await client.service.outbox.drain(until: Date().addingTimeInterval(60))
            _ = try await client.service.timeline.refreshRecent(now: Date())
            let browser = WebClient(app)
            try await browser.get("/account/login")
            try await browser.post("/account/login", form: ["email": "leaving@example.com", "password": TestAccount.password])
            try await browser.get("/account/delete")
            let deleted = try await browser.post("/account/delete", form: ["password": TestAccount.password])
            // act
            var failure: (any Error)?
            do { _ = try await client.service.timeline.page(TimelineQuery()) } catch { failure = error }
            let signIn = await SignInViewModel(session: client.service.session, language: .en)
            await signIn.load()
            // check: the access token was refused, the refresh too (its account is gone), and nothing is left
            #expect(deleted.status == .seeOther)
            #expect(client.transport.statuses("refresh") == [401])
            #expect(failure as? SessionError == .signedOut(.ended(code: "refresh_token_invalid")))
            #expect(await signIn.notice == "Your session has ended. Sign in again.")
            #expect(client.store.load() == nil)
            #expect(try client.service.entries.count(account: account) == 0)
        }
    }
}
