import Foundation
import Vapor

/// The account pages' rate limits: failed sign-ins per email and address, and password-reset
/// requests per address and per email. Their rules are `ServerCoreOptions`' (settings).
public struct AccountLimits: Sendable {
    public var login: RateLimiter
    public var passwordReset: RateLimiter

    public init(login: RateLimit = ServerCoreOptions.defaultLoginLimit,
                passwordReset: RateLimit = ServerCoreOptions.defaultPasswordResetLimit) {
        self.login = RateLimiter(scope: "login", rule: login)
        self.passwordReset = RateLimiter(scope: "password-reset", rule: passwordReset)
    }

    /// The sign-in limit's key: one email from one address, so a stranger guessing cannot lock
    /// the owner out from elsewhere.
    static func loginKey(email: String, clientAddress: String) -> String {
        "\(email)\n\(clientAddress)"
    }
}

extension Application {
    private struct AccountLimitsKey: StorageKey { typealias Value = AccountLimits }

    public var accountLimits: AccountLimits {
        get { storage[AccountLimitsKey.self] ?? AccountLimits() }
        set { storage[AccountLimitsKey.self] = newValue }
    }
}
