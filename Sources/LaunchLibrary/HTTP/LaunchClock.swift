import Foundation

/// Time as the client sees it: the current instant and a way to wait. Injected so tests can pin
/// the time and observe throttling waits instead of sleeping for real.
public struct LaunchClock: Sendable {
    public var now: @Sendable () -> Date
    public var sleep: @Sendable (_ seconds: TimeInterval) async throws -> Void

    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (_ seconds: TimeInterval) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The real clock: `Date()` and `Task.sleep`.
    public static let system = LaunchClock(
        now: { Date() },
        sleep: { seconds in try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000)) })
}
