import Fluent
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import ServerTestSupport
import Testing
import Vapor

@testable import ServerCore

@Suite("Signed-in requests reuse the session and account they read, never past a change")
struct SessionCacheTests {
    /// Signs a browser in and opens one page, so its session and account are read once.
    private func signedInBrowser(_ app: Application) async throws -> WebClient {
        let browser = WebClient(app)
        try await browser.register(email: "cache@example.com")
        #expect(try await browser.get("/settings").body.string.contains("cache@example.com"))
        return browser
    }

    @Test("The next page is served from the cache: removing the session rows behind its back goes unseen")
    func servedFromCache() async throws {
        try await withSuiteApp { app in
            let browser = try await signedInBrowser(app)
            try await (app.db as! any SQLDatabase).raw("DELETE FROM _fluent_sessions").run()
            #expect(try await browser.get("/settings").body.string.contains("cache@example.com"))
        }
    }

    @Test("SESSION_CACHE_SECONDS=0 reads the session every time")
    func cacheOff() async throws {
        try await withSuiteApp(adjusting: { $0.sessionCacheSeconds = 0 }) { app in
            let browser = try await signedInBrowser(app)
            try await (app.db as! any SQLDatabase).raw("DELETE FROM _fluent_sessions").run()
            #expect(try await !browser.get("/settings").body.string.contains("cache@example.com"))
        }
    }

    @Test("A session deleted while another request was reading it is not cached again")
    func deletedStaysDeleted() {
        let cache = SessionCache(lifetime: .seconds(10))
        let id = SessionID(string: "s1")
        let stale = SessionData(initialData: ["_UserSession": "someone"])
        cache.sessionRead(id, stale)
        cache.sessionDeleted(id)
        cache.sessionRead(id, stale)  // a read that started before the delete finishes after it
        #expect(cache.session(id) == nil)
    }

    @Test("A newer copy written by this process is not replaced by an older read")
    func writtenWins() {
        let cache = SessionCache(lifetime: .seconds(10))
        let id = SessionID(string: "s2")
        cache.sessionWritten(id, SessionData(initialData: ["flash": "Saved"]))
        cache.sessionRead(id, SessionData(initialData: [:]))
        #expect(cache.session(id)?["flash"] == "Saved")
    }

    @Test("A changed account is read from the database again, and each caller gets its own copy")
    func accountChanges() async throws {
        let cache = SessionCache(lifetime: .seconds(10))
        let id = UUID()
        let loads = NIOLockedValueBox(0)
        let load: @Sendable () async throws -> User? = {
            loads.withLockedValue { $0 += 1 }
            return User(id: id, email: "a@example.com", passwordHash: "hash-\(loads.withLockedValue { $0 })")
        }
        let first = try await cache.account(id, load: load)
        let second = try await cache.account(id, load: load)
        second?.passwordHash = "changed by one request"
        let third = try await cache.account(id, load: load)
        cache.accountChanged(id)
        let afterChange = try await cache.account(id, load: load)
        let again = try await cache.account(id, load: load)
        #expect(first?.passwordHash == "hash-1" && third?.passwordHash == "hash-1")
        #expect(third?.$id.exists == true, "a cached account can be saved as an update")
        #expect(afterChange?.passwordHash == "hash-2" && again?.passwordHash == "hash-3")
        #expect(loads.withLockedValue { $0 } == 3)
    }
}
