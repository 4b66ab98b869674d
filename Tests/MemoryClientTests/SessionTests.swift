import Foundation
import HTTPTypes
import OpenAPIRuntime
import Testing

@testable import MemoryClient

@Suite("Session: one refresh for many 401s, sign-out when the server ends it")
struct SessionTests {
    @Test("twenty calls refused at once with an expired token cause one refresh; all twenty then succeed")
    func singleFlight() async throws {
        // setup: the server refuses the old token and holds the refresh until all twenty were refused
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let refused = Gate(count: 20)
        fixture.server.on("listEntries") { request, _ in
            guard FakeServer.bearer(request) == "access-2" else {
                await refused.arrive()
                return FakeServer.problem(.unauthorized, code: "token_expired")
            }
            return FakeServer.json(.ok, FakeServer.page())
        }
        fixture.server.on("refresh") { _, body in
            await refused.wait()
            #expect(String(decoding: body, as: UTF8.self).contains("refresh-1"))
            return FakeServer.tokens(access: "access-2", refresh: "refresh-2")
        }
        // act
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 {
                group.addTask { (try? await fixture.service.api.listEntries(query: .init()).ok) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        // check
        #expect(results == Array(repeating: true, count: 20))
        #expect(fixture.server.requests("refresh").count == 1)
        #expect(fixture.store.load()?.refreshToken == "refresh-2")
        #expect(fixture.store.load()?.accessToken == "access-2")
    }

    @Test("a refresh token used elsewhere (reuse) ends the session on the next call, clears local data, says why")
    func reuseEndsSession() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        fixture.server.on("listEntries") { _, _ in FakeServer.problem(.unauthorized, code: "token_expired") }
        fixture.server.on("refresh") { _, _ in FakeServer.problem(.unauthorized, code: "refresh_token_reused") }
        try fixture.service.entries.store(
            [TimelineEntry(id: "e1", kind: .text, occurredAt: fixture.clock.now, utcOffsetSeconds: 0)], account: "account-a")
        let pending = try await fixture.service.outbox.create(
            .init(kind: .text, text: "not sent yet", occurredAt: fixture.clock.now, utcOffsetSeconds: 0))
        // act
        var thrown: (any Error)?
        do { _ = try await fixture.service.api.listEntries(query: .init()) } catch { thrown = error }
        // check
        let cause = (thrown as? ClientError)?.underlyingError as? SessionError
        #expect(cause == .signedOut(.ended(code: "refresh_token_reused")))
        #expect(await fixture.service.session.status == .signedOut(.ended(code: "refresh_token_reused")))
        #expect(fixture.store.load() == nil)
        #expect(try fixture.service.entries.count(account: "account-a") == 0)
        #expect(try await fixture.service.outbox.item(pending.id) != nil)  // the person's own work stays
        let signIn = await SignInViewModel(session: fixture.service.session, outbox: fixture.service.outbox, language: .en)
        await signIn.load()
        #expect(await signIn.notice == "For your safety you were signed out: your session was used on another device. Sign in again. 1 entry made on this device will be uploaded when you sign in.")
    }

    @Test("a second 401 with a freshly renewed token signs out")
    func secondRefusal() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        fixture.server.on("listEntries") { _, _ in FakeServer.problem(.unauthorized, code: "unauthorized") }
        fixture.server.on("refresh") { _, _ in FakeServer.tokens(access: "access-2", refresh: "refresh-2") }
        // act
        _ = try? await fixture.service.api.listEntries(query: .init())
        // check
        #expect(fixture.server.requests("listEntries").map(FakeServer.bearer) == ["access-1", "access-2"])
        #expect(await fixture.service.session.status == .signedOut(.ended(code: "unauthorized")))
    }

    @Test("a refresh that cannot reach the server keeps the session (the call fails as offline)")
    func refreshOffline() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        fixture.server.on("listEntries") { _, _ in FakeServer.problem(.unauthorized, code: "token_expired") }
        fixture.server.on("refresh") { _, _ in throw URLError(.timedOut) }
        // act
        _ = try? await fixture.service.api.listEntries(query: .init())
        // check
        #expect(await fixture.service.session.status == .signedIn(email: "ada@example.com", accountID: "account-a"))
        #expect(fixture.store.load()?.refreshToken == "refresh-1")
    }

    @Test("sign-in keeps the pair and the account from the token; refusals carry the server's code")
    func signIn() async throws {
        // setup
        let fixture = try ServiceFixture(tokens: nil)
        defer { fixture.cleanUp() }
        let claims = Data(#"{"sub":"7D9F0C2E-0000-4000-8000-000000000001","exp":1}"#.utf8).base64EncodedString()
            .replacingOccurrences(of: "=", with: "")
        fixture.server.on("login") { _, body in
            String(decoding: body, as: UTF8.self).contains("right password")
                ? FakeServer.tokens(access: "h.\(claims).s", refresh: "r1")
                : FakeServer.problem(.unauthorized, code: "invalid_credentials")
        }
        // act
        await #expect(throws: SignInRefusal.self) {
            _ = try await fixture.service.session.signIn(email: "ada@example.com", password: "wrong password")
        }
        let status = try await fixture.service.session.signIn(email: "ada@example.com", password: "right password")
        // check
        #expect(status == .signedIn(email: "ada@example.com", accountID: "7d9f0c2e-0000-4000-8000-000000000001"))
        #expect(fixture.store.load()?.refreshToken == "r1")
        #expect(fixture.server.requests("login").allSatisfy { $0.headerFields[.authorization] == nil })
        #expect(fixture.server.requests("login").first?.headerFields[.acceptLanguage] == "tr")
    }

    @Test("signing out tells the server which refresh family to end, then forgets the session")
    func signOut() async throws {
        // setup
        let fixture = try ServiceFixture()
        defer { fixture.cleanUp() }
        try await fixture.service.start()
        let sentBody = ResultBox<String>()
        fixture.server.on("logout") { _, body in
            sentBody.set(String(decoding: body, as: UTF8.self))
            return (HTTPResponse(status: .noContent), Data())
        }
        // act
        await fixture.service.signOut()
        // check
        #expect(sentBody.value?.contains("refresh-1") == true)
        #expect(fixture.server.requests("logout").first.flatMap(FakeServer.bearer) == "access-1")
        #expect(await fixture.service.session.status == .signedOut(.userRequested))
        #expect(fixture.store.load() == nil)
    }
}

/// Opens once `count` tasks have arrived (a condition, not a timer).
actor Gate {
    private let count: Int
    private var arrived = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { self.count = count }

    func arrive() {
        arrived += 1
        if arrived >= count { waiters.forEach { $0.resume() }; waiters = [] }
    }

    func wait() async {
        if arrived >= count { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
