import Fluent
import Vapor

/// Signs a web session in only while the account's password is the one it was signed in with.
///
/// A session stores the user id and a fingerprint of the password hash taken at sign-in. After a
/// password change the fingerprint no longer matches, so every other browser's session (a
/// stolen cookie included) is signed out on its next request; the browser that made the change
/// gets a fresh session from `startSession(for:)`.
struct CredentialBoundSessionAuthenticator: AsyncSessionAuthenticator {
    typealias User = ServerCore.User

    static let fingerprintKey = "credential"

    static func fingerprint(of user: User) -> String {
        String(SecureRandom.digest(user.passwordHash).prefix(32))
    }

    func authenticate(sessionID: UUID, for request: Request) async throws {
        let db = request.db
        let load = { try await User.find(sessionID, on: db) }
        let found = if let cache = request.application.sessionCache {
            try await cache.account(sessionID, load: load)
        } else {
            try await load()
        }
        guard let user = found, request.session.data[Self.fingerprintKey] == Self.fingerprint(of: user)
        else { return }  // unknown account or changed password: the session stays signed out
        request.auth.login(user)
    }
}
