import NIOConcurrencyHelpers
import Testing
import Vapor

@testable import ServerCore

@Suite("Sessions are written back only when they change")
struct SessionDriverTests {
    /// Records the updates that reach the real store.
    final class CountingDriver: SessionDriver {
        let stored: SessionData
        let updates = NIOLockedValueBox(0)

        init(stored: SessionData) { self.stored = stored }

        func createSession(_ data: SessionData, for request: Request) -> EventLoopFuture<SessionID> {
            request.eventLoop.makeSucceededFuture(SessionID(string: "new"))
        }
        func readSession(_ sessionID: SessionID, for request: Request) -> EventLoopFuture<SessionData?> {
            request.eventLoop.makeSucceededFuture(stored)
        }
        func updateSession(_ sessionID: SessionID, to data: SessionData, for request: Request) -> EventLoopFuture<SessionID> {
            updates.withLockedValue { $0 += 1 }
            return request.eventLoop.makeSucceededFuture(sessionID)
        }
        func deleteSession(_ sessionID: SessionID, for request: Request) -> EventLoopFuture<Void> {
            request.eventLoop.makeSucceededVoidFuture()
        }
    }

    @Test("An unchanged session is not written; a changed one is")
    func skipsUnchanged() async throws {
        let app = try await Application.make(.testing)
        // setup
        let base = CountingDriver(stored: SessionData(initialData: ["csrf": "token"]))
        let driver = UnchangedSessionSkippingDriver(base: base, cache: nil)
        let id = SessionID(string: "abc")
        let viewing = Request(application: app, on: app.eventLoopGroup.next())
        let changing = Request(application: app, on: app.eventLoopGroup.next())
        // act
        let read = try await driver.readSession(id, for: viewing).get()
        _ = try await driver.updateSession(id, to: read!, for: viewing).get()
        var changed = try await driver.readSession(id, for: changing).get()!
        changed["flash"] = "Saved"
        _ = try await driver.updateSession(id, to: changed, for: changing).get()
        // check
        #expect(base.updates.withLockedValue { $0 } == 1)
        try await app.asyncShutdown()
    }
}
