import Fluent
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

extension IdempotencyTests {
    struct Crash: Error {}

    /// Runs `operation` the way a handler does: data and key in one transaction.
    private static func commit(
        _ keys: Idempotency, user: UUID, hash: String = "a", _ text: String, on db: any Database,
        data: @escaping @Sendable (any Database) async throws -> Void = { _ in }
    ) async throws -> Idempotency.StoredResponse {
        try await keys.runCommitting(userID: user, scope: "test", key: "k", requestHash: hash) { recorder in
            try await db.transaction { db in
                try await data(db)
                try await recorder.record(response(text), on: db)
            }
            return response(text)
        }
    }

    @Test("committing keys: a request that dies before its commit leaves the key free at once; a replay after it")
    func committingKeys() async throws {
        try await withSuiteApp { app in
            // setup
            let user = try await app.accounts(for: "commit@example.com")
            let keys = Idempotency(db: app.db, now: { Date() })
            // act
            await #expect(throws: Crash.self) {
                _ = try await keys.runCommitting(userID: user, scope: "test", key: "k", requestHash: "a") { _ in throw Crash() }
            }
            let retried = try await Self.commit(keys, user: user, "stored", on: app.db)
            let replay = try await Self.commit(keys, user: user, "again", on: app.db)
            // check
            #expect(!retried.isReplay && retried.body == Data("stored".utf8))
            #expect(replay.isReplay && replay.body == Data("stored".utf8))
            await #expect(throws: Idempotency.mismatch) { _ = try await Self.commit(keys, user: user, hash: "b", "x", on: app.db) }
        }
    }

    @Test("committing keys: of two requests with one key, the second to commit rolls back and replays the first")
    func committingTwins() async throws {
        try await withSuiteApp { app in
            // setup
            let user = try await app.accounts(for: "twins@example.com")
            let keys = Idempotency(db: app.db, now: { Date() })
            // act: the twin passes the check, then the first commits before it
            let answer = try await keys.runCommitting(userID: user, scope: "test", key: "k", requestHash: "a") { recorder in
                _ = try await Self.commit(keys, user: user, "first", on: app.db)
                try await app.db.transaction { db in
                    try await User(email: "rolled-back@example.com", passwordHash: "x").create(on: db)
                    try await recorder.record(Self.response("second"), on: db)
                }
                return Self.response("second")
            }
            // check
            #expect(answer.isReplay && answer.body == Data("first".utf8))
            #expect(try await User.query(on: app.db).filter(\.$email == "rolled-back@example.com").count() == 0)
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
