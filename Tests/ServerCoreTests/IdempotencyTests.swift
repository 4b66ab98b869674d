import Foundation
import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

@Suite("Idempotency keys expire and never stay wedged")
struct IdempotencyTests {
    private static func response(_ text: String) -> Idempotency.StoredResponse {
        .init(status: 201, body: Data(text.utf8))
    }

    @Test("A replay within a day returns the first answer; after a day the key is free again")
    func retention() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withSuiteApp(clock: clock.now) { app in
            // setup
            let user = try await app.accounts(for: "idem@example.com")
            let keys = Idempotency(db: app.db, now: clock.now)
            _ = try await keys.run(userID: user, scope: "test", key: "k", requestHash: "a") { Self.response("first") }
            // act
            let replay = try await keys.run(userID: user, scope: "test", key: "k", requestHash: "a") { Self.response("second") }
            clock.advance(by: Idempotency.retention + 1)
            let later = try await keys.run(userID: user, scope: "test", key: "k", requestHash: "b") { Self.response("third") }
            // check
            #expect(replay.isReplay && replay.body == Data("first".utf8))
            #expect(!later.isReplay && later.body == Data("third".utf8))
        }
    }

    @Test("A key whose request never finished is in use for a while, then abandoned")
    func abandonedKey() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withSuiteApp(clock: clock.now) { app in
            // setup: a record without a response, as a crashed request leaves it
            let user = try await app.accounts(for: "crash@example.com")
            try await IdempotencyRecord(userID: user, scope: "test", key: "k", requestHash: "a", createdAt: clock.now())
                .create(on: app.db)
            let keys = Idempotency(db: app.db, now: clock.now)
            // act
            await #expect(throws: Idempotency.inFlight) {
                _ = try await keys.run(userID: user, scope: "test", key: "k", requestHash: "a") { Self.response("x") }
            }
            clock.advance(by: Idempotency.abandonedAfter + 1)
            let retried = try await keys.run(userID: user, scope: "test", key: "k", requestHash: "a") { Self.response("ok") }
            // check
            #expect(!retried.isReplay && retried.body == Data("ok".utf8))
        }
    }
}

extension Application {
    /// A registered account's id, for tests below the HTTP layer.
    fileprivate func accounts(for email: String) async throws -> UUID {
        let user = User(email: email, passwordHash: "not used")
        try await user.create(on: db)
        return try user.requireID()
    }
}
