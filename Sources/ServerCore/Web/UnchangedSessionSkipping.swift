import Vapor

/// A session driver that does not write a session back when a request left it as it was read,
/// and reads it from the `SessionCache` when one is set.
///
/// Vapor's `SessionsMiddleware` calls `updateSession` after every request that has a session,
/// changed or not; with the database driver that turned every signed-in page view into a write.
/// Comparing with the data as read keeps those views pure reads, and the cache spares most of
/// them the read as well.
struct UnchangedSessionSkippingDriver: SessionDriver {
    let base: any SessionDriver
    let cache: SessionCache?

    private struct ReadData: StorageKey { typealias Value = SessionData }

    func createSession(_ data: SessionData, for request: Request) -> EventLoopFuture<SessionID> {
        base.createSession(data, for: request).map { id in
            cache?.sessionWritten(id, data)
            return id
        }
    }

    func readSession(_ sessionID: SessionID, for request: Request) -> EventLoopFuture<SessionData?> {
        if let data = cache?.session(sessionID) {
            request.storage[ReadData.self] = data
            return request.eventLoop.makeSucceededFuture(data)
        }
        return base.readSession(sessionID, for: request).map { data in
            if let data {
                request.storage[ReadData.self] = data
                cache?.sessionRead(sessionID, data)
            }
            return data
        }
    }

    func updateSession(_ sessionID: SessionID, to data: SessionData, for request: Request) -> EventLoopFuture<SessionID> {
        if request.storage[ReadData.self] == data {
            return request.eventLoop.makeSucceededFuture(sessionID)
        }
        return base.updateSession(sessionID, to: data, for: request).map { id in
            cache?.sessionWritten(id, data)
            return id
        }
    }

    func deleteSession(_ sessionID: SessionID, for request: Request) -> EventLoopFuture<Void> {
        cache?.sessionDeleted(sessionID)
        return base.deleteSession(sessionID, for: request).map { cache?.sessionDeleted(sessionID) }
    }
}
