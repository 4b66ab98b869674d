import Fluent
import Vapor

/// Slows password guessing: after `limit` failed logins for one email from one address within
/// `window`, further attempts are refused with 429 until the oldest failure leaves the window.
public struct LoginThrottle: Sendable {
    public var limit = 5
    public var window: TimeInterval = 15 * 60

    public init() {}

    /// Throws 429 with `Retry-After` when the pair is locked out.
    func check(email: String, clientAddress: String, on db: any Database, now: Date) async throws {
        let recent = try await failures(email: email, clientAddress: clientAddress, on: db, now: now)
        guard recent.count >= limit, let oldest = recent.map(\.attemptedAt).min() else { return }
        let retryAfter = max(1, Int((oldest.addingTimeInterval(window).timeIntervalSince(now)).rounded(.up)))
        throw AppError(.tooManyRequests, code: "rate_limited",
                       detail: "Too many attempts. Try again in a few minutes.",
                       headers: ["Retry-After": String(retryAfter)])
    }

    func recordFailure(email: String, clientAddress: String, on db: any Database, now: Date) async throws {
        try await LoginFailure(emailDigest: SecureRandom.digest(email), clientAddress: clientAddress, attemptedAt: now)
            .create(on: db)
        // Expired rows are useless; drop them here rather than in a separate job.
        try await LoginFailure.query(on: db).filter(\.$attemptedAt < now.addingTimeInterval(-window)).delete()
    }

    func clear(email: String, clientAddress: String, on db: any Database) async throws {
        try await LoginFailure.query(on: db)
            .filter(\.$emailDigest == SecureRandom.digest(email))
            .filter(\.$clientAddress == clientAddress)
            .delete()
    }

    private func failures(email: String, clientAddress: String, on db: any Database, now: Date) async throws
        -> [LoginFailure]
    {
        try await LoginFailure.query(on: db)
            .filter(\.$emailDigest == SecureRandom.digest(email))
            .filter(\.$clientAddress == clientAddress)
            .filter(\.$attemptedAt >= now.addingTimeInterval(-window))
            .all()
    }
}
