import Fluent
import SQLKit
import JWT
import Vapor

/// Access and refresh tokens for the JSON APIs.
///
/// Access tokens are short-lived JWTs (15 minutes) checked without a database read. Refresh
/// tokens are opaque, stored as digests, live 30 days and rotate on every use; a rotated token
/// presented again revokes its whole family (RFC 9700 §2.2.2, §4.14.2).
public struct TokenService: Sendable {
    public static let accessLifetime: TimeInterval = 15 * 60
    public static let refreshLifetime: TimeInterval = 30 * 24 * 3600

    let db: any Database
    let keys: JWTKeyCollection
    let now: @Sendable () -> Date

    public struct Pair: Content, Equatable {
        public var token: String
        public var refreshToken: String
    }

    /// A new family of tokens for a fresh login.
    public func issue(for userID: UUID) async throws -> Pair {
        try await issue(for: userID, familyID: UUID(), on: db)
    }

    /// Longest refresh token a client may present (the contracts' `maxLength`); ours are 43.
    public static let maxPresentedLength = 512

    /// Trades a refresh token for a new pair, rotating it.
    ///
    /// Answers 400 `validation_failed` for a token over `maxPresentedLength` (malformed input,
    /// not a credential to judge), 401 `refresh_token_reused` for a token already rotated (its
    /// family is revoked), and 401 `refresh_token_invalid` for anything else that is not live.
    public func refresh(_ presented: String) async throws -> Pair {
        try Self.checkLength(presented)
        let now = now()
        let outcome: RefreshOutcome = try await db.transaction { db in
            guard let stored = try await RefreshToken.query(on: db)
                .filter(\.$tokenDigest == SecureRandom.digest(presented)).first()
            else { return .invalid }
            if stored.rotatedAt != nil { return .reused(familyID: stored.familyID) }
            guard stored.revokedAt == nil, stored.expiresAt > now else { return .invalid }
            // Claim the rotation with a conditional update: of two concurrent refreshes with the
            // same token, only one changes the row; the other is a reuse.
            guard try await Self.claimRotation(of: stored.requireID(), at: now, on: db) else {
                return .reused(familyID: stored.familyID)
            }
            return .rotated(try await issue(for: stored.$user.id, familyID: stored.familyID, on: db))
        }
        switch outcome {
        case .rotated(let pair):
            return pair
        case .reused(let familyID):
            // Someone else holds a copy of a spent token: end the whole family. Outside the
            // transaction above, so throwing cannot roll the revocation back.
            try await Self.revoke(familyID: familyID, on: db, now: now)
            throw Self.reusedRefreshToken
        case .invalid:
            throw Self.invalidRefreshToken
        }
    }

    private enum RefreshOutcome: Sendable {
        case rotated(Pair), reused(familyID: UUID), invalid
    }

    /// Ends the family of this refresh token (logout on one device).
    public func revoke(_ presented: String) async throws {
        try Self.checkLength(presented)
        guard let stored = try await RefreshToken.query(on: db)
            .filter(\.$tokenDigest == SecureRandom.digest(presented)).first()
        else { return }
        try await Self.revoke(familyID: stored.familyID, on: db, now: now())
    }

    /// Ends every refresh token of an account (logout everywhere, password change).
    public static func revokeAll(userID: UUID, on db: any Database, now: Date) async throws {
        try await RefreshToken.query(on: db)
            .filter(\.$user.$id == userID).filter(\.$revokedAt == nil)
            .set(\.$revokedAt, to: now).update()
    }

    /// The account an access token speaks for; throws 401 `token_expired` when it has expired
    /// (the client should refresh) and 401 `unauthorized` when it is not ours at all.
    ///
    /// Checks the signature and expiry only: whether the account still exists is
    /// `verifyAccount(_:)`'s question.
    public func verifyAccessToken(_ token: String) async throws -> UUID {
        let payload: AccessTokenPayload
        do {
            payload = try await keys.verify(token, as: AccessTokenPayload.self)
        } catch {
            throw AppError.unauthorized
        }
        guard let id = UUID(uuidString: payload.subject.value) else { throw AppError.unauthorized }
        guard payload.expiration.value > now() else { throw Self.tokenExpired }
        return id
    }

    /// Throws 401 when the account a valid token names no longer exists (deleted within the
    /// token's lifetime), so no route goes on to act for it.
    public func verifyAccount(_ userID: UUID) async throws {
        guard try await User.query(on: db).filter(\.$id == userID).field(\.$id).first() != nil else {
            throw Self.accountGone
        }
    }

    private static func checkLength(_ presented: String) throws {
        guard presented.utf8.count <= maxPresentedLength else {
            throw AppError(
                .badRequest, code: "validation_failed",
                detail: "'refreshToken' is longer than \(maxPresentedLength) characters.", field: "refreshToken",
                errors: [FieldProblem(field: "refreshToken", reason: "tooLong")])
        }
    }

    private func issue(for userID: UUID, familyID: UUID, on db: any Database) async throws -> Pair {
        let now = now()
        let refresh = SecureRandom.token(bytes: 32)
        try await RefreshToken(
            userID: userID, familyID: familyID, tokenDigest: SecureRandom.digest(refresh),
            createdAt: now, expiresAt: now.addingTimeInterval(Self.refreshLifetime)
        ).create(on: db)
        let payload = AccessTokenPayload(
            subject: .init(value: userID.uuidString), issuedAt: .init(value: now),
            expiration: .init(value: now.addingTimeInterval(Self.accessLifetime)))
        return Pair(token: try await keys.sign(payload), refreshToken: refresh)
    }

    private static func claimRotation(of id: UUID, at now: Date, on db: any Database) async throws -> Bool {
        let sql = db.sql
        struct Claimed: Decodable { var id: UUID }
        let claimed = try await sql.raw("""
            UPDATE refresh_tokens SET rotated_at = \(bind: now) WHERE id = \(bind: id) AND rotated_at IS NULL RETURNING id
            """).all(decoding: Claimed.self)
        return !claimed.isEmpty
    }

    private static func revoke(familyID: UUID, on db: any Database, now: Date) async throws {
        try await RefreshToken.query(on: db)
            .filter(\.$familyID == familyID).filter(\.$revokedAt == nil)
            .set(\.$revokedAt, to: now).update()
    }

    static let invalidRefreshToken = AppError(
        .unauthorized, code: "refresh_token_invalid", detail: "The refresh token is not valid. Sign in again.")

    static let reusedRefreshToken = AppError(
        .unauthorized, code: "refresh_token_reused",
        detail: "This refresh token was already used, so every session of this sign-in has ended. Sign in again.")

    static let tokenExpired = AppError(
        .unauthorized, code: "token_expired", detail: "The access token has expired. Refresh it or sign in again.")

    static let accountGone = AppError(
        .unauthorized, code: "unauthorized", detail: "The account this token belongs to no longer exists.")
}

/// The claims of an access token. Expiry is checked against the injected clock by
/// `TokenService`, so `verify(using:)` only checks the algorithm-level signature.
struct AccessTokenPayload: JWTPayload {
    var subject: SubjectClaim
    var issuedAt: IssuedAtClaim
    var expiration: ExpirationClaim

    enum CodingKeys: String, CodingKey {
        case subject = "sub", issuedAt = "iat", expiration = "exp"
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {}
}

extension Request {
    public var tokens: TokenService {
        TokenService(db: db, keys: application.jwt.keys, now: application.clock)
    }
}
