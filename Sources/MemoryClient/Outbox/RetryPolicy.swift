import Foundation

/// Exponential backoff with jitter: try `n` waits `base · 2^(n-1)`, capped, then scaled by a
/// random factor in [½, 1), so a room full of phones coming back online does not retry in step.
public struct RetryPolicy: Equatable, Sendable {
    public var base: TimeInterval
    public var cap: TimeInterval

    public init(base: TimeInterval = 2, cap: TimeInterval = 300) {
        self.base = base
        self.cap = cap
    }

    /// The wait after the `attempt`-th failure (1-based); `random` is uniform in 0..<1.
    public func delay(afterAttempt attempt: Int, random: Double) -> TimeInterval {
        let exponential = min(cap, base * pow(2, Double(max(0, attempt - 1))))
        return exponential * (0.5 + 0.5 * min(max(random, 0), 1))
    }
}
