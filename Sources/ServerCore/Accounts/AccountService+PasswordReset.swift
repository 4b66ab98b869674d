import Fluent
import SQLKit
import Vapor

/// Forgotten passwords: a single-use link that works for an hour, asked for by email.
extension AccountService {
    /// A link's token for the account of `email`, or nil when there is none. Both outcomes count
    /// against the reset limit (per address and per email) and throw the same errors, so nothing
    /// a caller shows can tell whether the address has an account.
    public func requestPasswordReset(email rawEmail: String, clientAddress: String) async throws -> (email: String, token: String)? {
        let email = try AccountRules.normalize(email: rawEmail)
        let now = now()
        try await limits.passwordReset.admit("address\n\(clientAddress)", on: db, now: now)
        try await limits.passwordReset.admit("email\n\(email)", on: db, now: now)
        guard let user = try await User.query(on: db).filter(\.$email == email).first() else { return nil }
        let token = SecureRandom.token(bytes: 32)
        try await PasswordReset(tokenDigest: SecureRandom.digest(token), userID: user.requireID(), now: now).create(on: db)
        // Expired links are useless; drop them here rather than in a separate job.
        try await PasswordReset.query(on: db).filter(\.$expiresAt < now).delete()
        return (email, token)
    }

    /// Whether a link's token can still set a password (known, unused, not expired).
    public func passwordResetIsLive(_ token: String) async throws -> Bool {
        try await PasswordReset.query(on: db)
            .filter(\.$id == SecureRandom.digest(token)).filter(\.$usedAt == nil).filter(\.$expiresAt > now())
            .first() != nil
    }

    /// Sets the new password of the link's account and spends the link; every refresh token of
    /// the account is revoked and every other link of it ends, and the new password hash signs
    /// every web session out (`CredentialBoundSessionAuthenticator`). Throws 410
    /// `reset_link_invalid` for a link that is unknown, used or expired, and the password rules'
    /// errors (the link stays usable then).
    public func resetPassword(token: String, newPassword: String) async throws -> User {
        try AccountRules.validate(password: newPassword, field: "newPassword")
        let hash = try await hasher.hash(newPassword)
        let now = now()
        let user = try await db.transaction { db in
            guard let userID = try await Self.claimReset(digest: SecureRandom.digest(token), now: now, on: db),
                  let user = try await User.find(userID, on: db)
            else { throw Self.resetLinkInvalid }
            user.passwordHash = hash
            try await user.save(on: db)
            try await TokenService.revokeAll(userID: userID, on: db, now: now)
            try await PasswordReset.query(on: db).filter(\.$userID == userID).filter(\.$usedAt == nil)
                .set(\.$usedAt, to: now).update()
            return user
        }
        // Open live streams and cached sessions end too, on every instance.
        await lifecycle.signedOutEverywhere(userID: try user.requireID())
        return user
    }

    /// Marks the link used if it is live, in one statement: of two concurrent uses only one wins.
    private static func claimReset(digest: String, now: Date, on db: any Database) async throws -> UUID? {
        let sql = db.sql
        struct Claimed: Decodable { var user_id: UUID }
        return try await sql.raw("""
            UPDATE password_resets SET used_at = \(bind: now)
            WHERE token_digest = \(bind: digest) AND used_at IS NULL AND expires_at > \(bind: now)
            RETURNING user_id
            """).first(decoding: Claimed.self)?.user_id
    }

    static let resetLinkInvalid = AppError(
        .gone, code: "reset_link_invalid",
        detail: "This password-reset link has expired or was already used. Ask for a new one.")
}
