import Fluent
import Foundation
import Vapor

/// The one rate limiter of the suite: the sign-in, password-reset and join limits are each a
/// scope of it with their own rule.
///
/// Every attempt is recorded first and counted after, so parallel attempts see each other (a
/// check-then-record order let N simultaneous requests all pass), on one server or several
/// sharing a database. What should not count once it turns out well (a correct password, a short
/// code that names an event) is taken back with `release` or `clear`.
public struct RateLimiter: Sendable {
    public let scope: String
    public var rule: RateLimit
    /// What a refused attempt reads (the `rate_limited` code's English fallback).
    public var detail = "Too many attempts. Try again in a few minutes."

    public init(scope: String, rule: RateLimit) {
        self.scope = scope
        self.rule = rule
    }

    /// One recorded attempt, to take back with `release` when it should not count.
    public struct Hit: Sendable {
        let id: UUID
    }

    /// Records an attempt for `key`, then throws 429 `rate_limited` with `Retry-After` when the
    /// key has more than the rule's limit (or `limit`, when the caller decides it per key) within
    /// the window, this attempt included.
    @discardableResult
    public func admit(_ key: String, limit: Int? = nil, on db: any Database, now: Date) async throws -> Hit {
        let hit = RateLimitHit(scope: scope, keyDigest: SecureRandom.digest(key), hitAt: now)
        try await hit.create(on: db)
        let windowStart = now.addingTimeInterval(-rule.window)
        // Expired rows are useless; drop them here rather than in a separate job.
        try await RateLimitHit.query(on: db).filter(\.$scope == scope).filter(\.$hitAt < windowStart).delete()
        let recent = try await RateLimitHit.query(on: db)
            .filter(\.$scope == scope).filter(\.$keyDigest == hit.keyDigest).filter(\.$hitAt >= windowStart)
            .sort(\.$hitAt).field(\.$hitAt).all()
        guard recent.count > (limit ?? rule.limit), let oldest = recent.first?.hitAt else { return Hit(id: hit.id!) }
        let retryAfter = max(1, Int(oldest.addingTimeInterval(rule.window).timeIntervalSince(now).rounded(.up)))
        throw AppError(.tooManyRequests, code: "rate_limited", detail: detail, headers: ["Retry-After": String(retryAfter)])
    }

    /// Takes back one attempt that turned out not to count.
    public func release(_ hit: Hit, on db: any Database) async throws {
        try await RateLimitHit.query(on: db).filter(\.$id == hit.id).delete()
    }

    /// Forgets every attempt of `key` (a successful sign-in clears its failures).
    public func clear(_ key: String, on db: any Database) async throws {
        try await RateLimitHit.query(on: db).filter(\.$scope == scope).filter(\.$keyDigest == SecureRandom.digest(key)).delete()
    }
}
