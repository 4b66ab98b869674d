import Foundation
@testable import ServerCore
import ServerTestSupport
import Testing
import Vapor

@Suite("The one rate limiter: counted attempts per key in a window, in the database")
struct RateLimiterTests {
    @Test("Settings read COUNT/DURATION and refuse anything else by name")
    func parsing() throws {
        // setup
        let read: (String) -> String? = { ["A": "5/15m", "B": "300/1h", "C": "10/90s", "D": "0/1m", "E": "5 per hour"][$0] }
        // act
        let parsed = try ["A", "B", "C"].map { try RateLimit.setting($0, read, default: RateLimit(1, per: 1)) }
        let fallback = try RateLimit.setting("unset", read, default: RateLimit(7, per: 60))
        // check
        #expect(parsed == [RateLimit(5, per: 900), RateLimit(300, per: 3600), RateLimit(10, per: 90)])
        #expect(fallback == RateLimit(7, per: 60))
        #expect(parsed.map(\.description) == ["5/15m", "300/1h", "10/90s"])
        for bad in ["D", "E"] {
            #expect(throws: ConfigError.self) { try RateLimit.setting(bad, read, default: fallback) }
        }
    }

    @Test("Past the limit a key is refused with 429 and Retry-After until its oldest attempt leaves the window")
    func refusesThenRecovers() async throws {
        let clock = TestClock(Date(timeIntervalSince1970: 1_800_000_000))
        try await withSuiteApp(clock: clock.now) { app in
            // setup
            let limiter = RateLimiter(scope: "test", rule: RateLimit(3, per: 600))
            for _ in 0..<3 { try await limiter.admit("a", on: app.db, now: clock.now()) }
            // act
            let refusal = await #expect(throws: AppError.self) { try await limiter.admit("a", on: app.db, now: clock.now()) }
            let otherKey = try? await limiter.admit("b", on: app.db, now: clock.now())
            let otherScope = try? await RateLimiter(scope: "other", rule: RateLimit(3, per: 600)).admit("a", on: app.db, now: clock.now())
            clock.advance(by: 601)
            let afterWindow = try? await limiter.admit("a", on: app.db, now: clock.now())
            // check
            #expect(refusal?.status == .tooManyRequests)
            #expect(refusal?.code == "rate_limited")
            #expect(refusal?.headers.first(name: "Retry-After") == "600")
            #expect(otherKey != nil, "keys count apart")
            #expect(otherScope != nil, "scopes count apart")
            #expect(afterWindow != nil, "the window passed")
        }
    }

    @Test("A released attempt no longer counts; clearing forgets a key; a per-key limit overrides the rule")
    func releaseClearAndOverride() async throws {
        try await withSuiteApp { app in
            // setup
            let limiter = RateLimiter(scope: "test", rule: RateLimit(1, per: 600))
            let now = Date()
            // act
            let hit = try await limiter.admit("a", on: app.db, now: now)
            try await limiter.release(hit, on: app.db)
            let afterRelease = try? await limiter.admit("a", on: app.db, now: now)
            try await limiter.clear("a", on: app.db)
            let afterClear = try? await limiter.admit("a", on: app.db, now: now)
            let raised = try? await limiter.admit("a", limit: 2, on: app.db, now: now)
            let overRaised = try? await limiter.admit("a", limit: 2, on: app.db, now: now)
            // check
            #expect(afterRelease != nil)
            #expect(afterClear != nil)
            #expect(raised != nil)
            #expect(overRaised == nil)
        }
    }

    @Test("Keys are stored as digests: the table never holds an address or an email")
    func digestsOnly() async throws {
        try await withSuiteApp { app in
            // setup
            let limiter = RateLimiter(scope: "test", rule: RateLimit(5, per: 600))
            // act
            try await limiter.admit("ayse@example.com\n10.0.0.1", on: app.db, now: Date())
            // check
            let rows = try await RateLimitHit.query(on: app.db).all()
            #expect(rows.count == 1)
            #expect(rows.allSatisfy { !$0.keyDigest.contains("@") && !$0.keyDigest.contains("10.0.0.1") })
        }
    }

    @Test("Two server instances on one database count the same sign-in failures")
    func acrossInstances() async throws {
        try await withTwoSuiteApps([]) { first, second in
            // setup
            _ = try await APIClient(first).post("/api/auth/register", ["email": "two@example.com", "password": "long enough pw"])
            // act
            var statuses: [UInt] = []
            for attempt in 0..<6 {
                let instance = attempt.isMultiple(of: 2) ? first : second
                statuses.append(try await APIClient(instance).post(
                    "/api/auth/login", ["email": "two@example.com", "password": "wrong guess"]).status.code)
            }
            // check
            #expect(statuses == [401, 401, 401, 401, 401, 429])
        }
    }
}
