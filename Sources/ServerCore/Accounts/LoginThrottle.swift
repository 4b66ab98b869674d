import Fluent
import Vapor

/// Slows password guessing: after `limit` failed logins for one email from one address within
/// `window`, further attempts are refused with 429 until the oldest failure leaves the window.
public struct LoginThrottle: Sendable {
    public var limit = 5
    public var window: TimeInterval = 15 * 60

    public init() {}

    /// Records this attempt, then throws 429 with `Retry-After` when the pair has made more than
    /// `limit` attempts in the window. Recording first makes parallel guesses see each other: a
    /// check-then-record order let N simultaneous requests all pass. A successful sign-in clears
    /// the pair's attempts, so only failures accumulate.
    func admit(email: String, clientAddress: String, on db: any Database, now: Date) async throws {
        try await LoginFailure(emailDigest: SecureRandom.digest(email), clientAddress: clientAddress, attemptedAt: now)
            .create(on: db)
        // Expired rows are useless; drop them here rather than in a separate job.
        try await LoginFailure.query(on: db).filter(\.$attemptedAt < now.addingTimeInterval(-window)).delete()
        let recent = try await attempts(email: email, clientAddress: clientAddress, on: db, now: now)
        guard recent.count > limit, let oldest = recent.map(\.attemptedAt).min() else { return }
        let retryAfter = max(1, Int((oldest.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up)))
        throw AppError(.tooManyRequests, code: "rate_limited",
                       detail: "Too many attempts. Try again in a few minutes.",
                       headers: ["Retry-After": String(retryAfter)])
    }

    func clear(email: String, clientAddress: String, on db: any Database) async throws {
        try await LoginFailure.query(on: db)
            .filter(\.$emailDigest == SecureRandom.digest(email))
            .filter(\.$clientAddress == clientAddress)
            .delete()
    }

    private func attempts(email: String, clientAddress: String, on db: any Database, now: Date) async throws
        -> [LoginFailure]
    {
        try await LoginFailure.query(on: db)
            .filter(\.$emailDigest == SecureRandom.digest(email))
            .filter(\.$clientAddress == clientAddress)
            .filter(\.$attemptedAt >= now.addingTimeInterval(-window))
            .all()
    }
}
