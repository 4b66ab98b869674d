import Foundation

/// Everything the client core would otherwise reach for by itself: time, waiting, randomness,
/// ids and the user's time zone. Tests pin them; apps pass `.live`.
public struct ClientEnvironment: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (Duration) async throws -> Void
    /// A uniform value in 0..<1 (backoff jitter).
    public var random: @Sendable () -> Double
    public var makeID: @Sendable () -> UUID
    public var timeZone: @Sendable () -> TimeZone

    public init(
        now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void,
        random: @escaping @Sendable () -> Double, makeID: @escaping @Sendable () -> UUID,
        timeZone: @escaping @Sendable () -> TimeZone = { TimeZone.current }
    ) {
        self.now = now
        self.sleep = sleep
        self.random = random
        self.makeID = makeID
        self.timeZone = timeZone
    }

    /// The real clock, `Task.sleep`, the system's randomness and time zone.
    public static let live = ClientEnvironment(
        now: { Date() }, sleep: { try await Task.sleep(for: $0) }, random: { Double.random(in: 0..<1) },
        makeID: { UUID() })
}
