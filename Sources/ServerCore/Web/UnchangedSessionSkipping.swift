import Vapor

/// A session driver that does not write a session back when a request left it as it was read.
///
/// Vapor's `SessionsMiddleware` calls `updateSession` after every request that has a session,
/// changed or not; with the database driver that turned every signed-in page view into a write.
/// Comparing with the data as read keeps those views pure reads.
struct UnchangedSessionSkippingDriver: SessionDriver {
    let base: any SessionDriver

    private struct ReadData: StorageKey { typealias Value = SessionData }

    func createSession(_ data: SessionData, for request: Request) -> EventLoopFuture<SessionID> {
        base.createSession(data, for: request)
    }

    func readSession(_ sessionID: SessionID, for request: Request) -> EventLoopFuture<SessionData?> {
        base.readSession(sessionID, for: request).map { data in
            if let data { request.storage[ReadData.self] = data }
            return data
        }
    }

    func updateSession(_ sessionID: SessionID, to data: SessionData, for request: Request) -> EventLoopFuture<SessionID> {
        if request.storage[ReadData.self] == data {
            return request.eventLoop.makeSucceededFuture(sessionID)
        }
        return base.updateSession(sessionID, to: data, for: request)
    }

    func deleteSession(_ sessionID: SessionID, for request: Request) -> EventLoopFuture<Void> {
        base.deleteSession(sessionID, for: request)
    }
}
