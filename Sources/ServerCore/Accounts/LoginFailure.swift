/// The retired table of sign-in failures: `RateLimiter` counts them in `rate_limit_hits` now. The
/// name stays for the landed migrations that created it and dropped it.
enum LoginFailure {
    static let schema = "login_failures"
}
