import Vapor

extension Application {
    private struct JobQueueKey: StorageKey { typealias Value = JobQueue }
    private struct JobWorkerStartedKey: StorageKey { typealias Value = Bool }

    /// The shared job queue; backends register their job kinds on it.
    public var jobs: JobQueue {
        if let existing = storage[JobQueueKey.self] { return existing }
        let created = JobQueue(owner: InstanceIdentity.name(of: self))
        storage[JobQueueKey.self] = created
        return created
    }

    /// Starts the background worker when the application boots (once, whoever asks first).
    public func startJobWorker(pollInterval: Duration = .seconds(1)) {
        guard storage[JobWorkerStartedKey.self] != true else { return }
        storage[JobWorkerStartedKey.self] = true
        let queue = jobs
        lifecycle.use(BackgroundLoop(every: pollInterval, atBoot: { application in
            // Before the first poll: what this instance held when it died is due again now.
            do {
                let reclaimed = try await queue.reclaimOwnClaims(on: application.db, now: application.clock())
                if reclaimed > 0 { application.logger.info("job worker: took back \(reclaimed) job(s) left running by the last start") }
            } catch {
                application.logger.warning("job worker: could not take back its claims: \(String(reflecting: error))")
            }
        }) { application in
            do {
                // Work through everything due, then rest.
                while !Task.isCancelled, try await queue.runNext(app: application) {}
            } catch {
                application.logger.warning("job worker: \(String(reflecting: error))")
            }
        })
    }
}
