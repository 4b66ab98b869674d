import Fluent
import Vapor

/// Signs a web session in only while the account's password is the one it was signed in with.
///
/// A session stores the user id and a fingerprint of the password hash taken at sign-in. After a
/// password change the fingerprint no longer matches, so every other browser's session (a
/// stolen cookie included) is signed out on its next request; the browser that made the change
/// gets a fresh session from `startSession(for:)`.
///
/// Future-based, not async (see `SecurityHeadersMiddleware`): an account the session cache holds
/// is signed in without starting a task.
struct CredentialBoundSessionAuthenticator: SessionAuthenticator {
    typealias User = ServerCore.User

    static let fingerprintKey = "credential"

    static func fingerprint(of user: User) -> String {
        String(SecureRandom.digest(user.passwordHash).prefix(32))
    }

    func authenticate(sessionID: UUID, for request: Request) -> EventLoopFuture<Void> {
        guard let cache = request.application.sessionCache else {
            return request.eventLoop.makeFutureWithTask { Self.signIn(try await User.find(sessionID, on: request.db), request) }
        }
        if let cached = cache.cachedAccount(sessionID) {
            Self.signIn(cached, request)
            return request.eventLoop.makeSucceededVoidFuture()
        }
        return request.eventLoop.makeFutureWithTask {
            let db = request.db
            Self.signIn(try await cache.account(sessionID) { try await User.find(sessionID, on: db) }, request)
        }
    }

    private static func signIn(_ found: User?, _ request: Request) {
        guard let user = found, request.session.data[fingerprintKey] == fingerprint(of: user)
        else { return }  // unknown account or changed password: the session stays signed out
        request.auth.login(user)
    }
}
