import Fluent
import Vapor

/// Creating, checking, changing and deleting accounts: the rules shared by the web pages and
/// the JSON APIs, so both answer the same way.
public struct AccountService: Sendable {
    let db: any Database
    let hasher: AsyncPasswordHasher
    let limits: AccountLimits
    let lifecycle: AccountLifecycle
    let now: @Sendable () -> Date

    public func register(email rawEmail: String, password: String) async throws -> User {
        let email = try AccountRules.normalize(email: rawEmail)
        try AccountRules.validate(password: password)
        if try await User.query(on: db).filter(\.$email == email).first() != nil {
            throw Self.emailTaken
        }
        let user = User(email: email, passwordHash: try await hasher.hash(password))
        do {
            try await user.create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw Self.emailTaken  // lost a race with a concurrent registration
        }
        return user
    }

    /// The account for these credentials. Every failure reads the same, so the answer never
    /// tells whether the email is registered.
    public func authenticate(email rawEmail: String, password: String, clientAddress: String) async throws -> User {
        let email = rawEmail.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        try AccountRules.checkSignInLimits(email: email, password: password)
        let limitKey = AccountLimits.loginKey(email: email, clientAddress: clientAddress)
        try await limits.login.admit(limitKey, on: db, now: now())
        let user = try await User.query(on: db).filter(\.$email == email).first()
        // Hash even when the user is unknown, so timing does not reveal it either.
        let hash = user?.passwordHash ?? Self.decoyHash
        let matches = (try? await hasher.verify(password, created: hash)) ?? false
        guard let user, matches else { throw AppError.invalidCredentials }  // the attempt stays counted
        try await limits.login.clear(limitKey, on: db)  // only failures accumulate
        return user
    }

    public func changePassword(of user: User, current: String, new: String) async throws {
        try await verifyPassword(current, of: user, field: "currentPassword")
        try AccountRules.validate(password: new, field: "newPassword")
        user.passwordHash = try await hasher.hash(new)
        try await db.transaction { db in
            try await user.save(on: db)
            try await TokenService.revokeAll(userID: user.requireID(), on: db, now: now())
        }
        await lifecycle.signedOutEverywhere(userID: try user.requireID())
    }

    /// Removes the account, every row that hangs from it, and every file the apps keep for it.
    public func delete(_ user: User, password: String) async throws {
        try await verifyPassword(password, of: user, field: "password")
        let userID = try user.requireID()
        try await db.transaction { db in
            try await lifecycle.runDeletion(userID: userID, on: db)
            try await user.delete(on: db)
        }
        await lifecycle.runAfterDeletion(userID: userID)
    }

    private func verifyPassword(_ password: String, of user: User, field: String) async throws {
        guard (try? await hasher.verify(password, created: user.passwordHash)) == true else {
            throw AppError(.unauthorized, code: "password_wrong", detail: "The current password is not correct.",
                           field: field)
        }
    }

    static let emailTaken = AppError(
        .conflict, code: "email_taken", detail: "An account with this email already exists. Sign in instead.",
        field: "email")

    /// A bcrypt hash of a random string: verifying against it costs what a real check costs.
    private static let decoyHash: String = (try? Bcrypt.hash(SecureRandom.token())) ?? ""
}

extension Request {
    /// Account operations bound to this request's database, hasher and clock.
    public var accounts: AccountService {
        AccountService(
            db: db, hasher: password.async, limits: application.accountLimits,
            lifecycle: application.accountLifecycle, now: application.clock)
    }

    /// The client's address as the rate limits see it (every limited route uses this one):
    /// behind a trusted proxy, the address it forwarded (`TrustedProxies`).
    public var clientAddress: String {
        application.config.trustedProxies.clientAddress(
            peer: remoteAddress?.ipAddress, forwardedFor: headers[.xForwardedFor]) ?? "unknown"
    }
}
