import NIOConcurrencyHelpers
import Vapor

/// Runs the job queue in the background for as long as the application runs.
struct JobWorker: LifecycleHandler {
    let queue: JobQueue
    let pollInterval: Duration
    private let task = NIOLockedValueBox<Task<Void, Never>?>(nil)

    init(queue: JobQueue, pollInterval: Duration) {
        self.queue = queue
        self.pollInterval = pollInterval
    }

    func didBootAsync(_ application: Application) async throws {
        let queue = queue
        let interval = pollInterval
        task.withLockedValue {
            $0 = Task { [application] in
                while !Task.isCancelled {
                    do {
                        // Work through everything due, then rest.
                        while !Task.isCancelled, try await queue.runNext(app: application) {}
                    } catch {
                        application.logger.warning("job worker: \(String(reflecting: error))")
                    }
                    try? await Task.sleep(for: interval)
                }
            }
        }
    }

    func shutdownAsync(_ application: Application) async {
        let running = task.withLockedValue { current -> Task<Void, Never>? in
            defer { current = nil }
            return current
        }
        running?.cancel()
        await running?.value
    }
}

extension Application {
    private struct JobQueueKey: StorageKey { typealias Value = JobQueue }
    private struct JobWorkerStartedKey: StorageKey { typealias Value = Bool }

    /// The shared job queue; backends register their job kinds on it.
    public var jobs: JobQueue {
        if let existing = storage[JobQueueKey.self] { return existing }
        let created = JobQueue()
        storage[JobQueueKey.self] = created
        return created
    }

    /// Starts the background worker when the application boots (once, whoever asks first).
    public func startJobWorker(pollInterval: Duration = .seconds(1)) {
        guard storage[JobWorkerStartedKey.self] != true else { return }
        storage[JobWorkerStartedKey.self] = true
        lifecycle.use(JobWorker(queue: jobs, pollInterval: pollInterval))
    }
}
