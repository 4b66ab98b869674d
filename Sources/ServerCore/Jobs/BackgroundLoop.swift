import NIOConcurrencyHelpers
import Vapor

/// Runs work in the background for as long as the application runs: `atBoot` once while the
/// server boots (before it takes requests), then `repeat` after every `interval` until shutdown.
/// The job worker, media reconciliation and SpaceNasa's refresher run on one, and backends' own
/// loops (a scheduler, a listener that reconnects) too.
public struct BackgroundLoop: LifecycleHandler {
    public typealias Work = @Sendable (Application) async -> Void

    let interval: Duration
    let atBoot: Work?
    let repeating: Work
    private let task = NIOLockedValueBox<Task<Void, Never>?>(nil)

    public init(every interval: Duration, atBoot: Work? = nil, repeat repeating: @escaping Work) {
        self.interval = interval
        self.atBoot = atBoot
        self.repeating = repeating
    }

    public func didBootAsync(_ application: Application) async throws {
        await atBoot?(application)
        let (interval, repeating) = (interval, repeating)
        task.withLockedValue {
            $0 = Task { [application] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    guard !Task.isCancelled else { return }
                    await repeating(application)
                }
            }
        }
    }

    public func shutdownAsync(_ application: Application) async {
        let running = task.withLockedValue { current -> Task<Void, Never>? in
            defer { current = nil }
            return current
        }
        running?.cancel()
        await running?.value
    }
}
