import Vapor

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
        let queue = jobs
        lifecycle.use(BackgroundLoop(every: pollInterval) { application in
            do {
                // Work through everything due, then rest.
                while !Task.isCancelled, try await queue.runNext(app: application) {}
            } catch {
                application.logger.warning("job worker: \(String(reflecting: error))")
            }
        })
    }
}
