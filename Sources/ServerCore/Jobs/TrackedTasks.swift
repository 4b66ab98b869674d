import NIOConcurrencyHelpers
import Vapor

/// Work a request starts and does not wait for (a due job run at once, a live channel's refresh),
/// tracked so that shutdown waits for it: a task that outlived its application would touch a closed
/// database and a shut-down application (Vapor stops the process with "Core not configured").
final class TrackedTasks: LifecycleHandler, Sendable {
    private struct State {
        var running: [Int: Task<Void, Never>] = [:]
        var nextID = 0
        var closed = false
    }

    private let state = NIOLockedValueBox(State())

    /// Starts `work` unless the application is shutting down.
    func start(_ work: @escaping @Sendable () async -> Void) {
        state.withLockedValue { state in
            guard !state.closed else { return }
            let id = state.nextID
            state.nextID += 1
            state.running[id] = Task { [weak self] in
                await work()
                self?.finished(id)
            }
        }
    }

    /// Whether shutdown has begun: long work started here (a drain of due jobs) stops taking more.
    var isClosed: Bool {
        state.withLockedValue { $0.closed }
    }

    private func finished(_ id: Int) {
        _ = state.withLockedValue { $0.running.removeValue(forKey: id) }
    }

    /// No new task starts; the running ones finish (they are short, and a job's row is leased, so
    /// waiting is safer than cancelling one half-way).
    func shutdownAsync(_ application: Application) async {
        let running = state.withLockedValue { state -> [Task<Void, Never>] in
            state.closed = true
            return Array(state.running.values)
        }
        for task in running { await task.value }
    }
}

extension Application {
    private struct TrackedTasksKey: StorageKey { typealias Value = TrackedTasks }

    /// Runs `work` in the background; the application waits for it when it shuts down, and starts
    /// none once shutdown began.
    public func runInBackground(_ work: @escaping @Sendable () async -> Void) {
        // Shutdown clears the storage, so a late caller would otherwise find no tracker and make one.
        guard !didShutdown else { return }
        let tasks: TrackedTasks
        if let existing = storage[TrackedTasksKey.self] {
            tasks = existing
        } else {
            tasks = TrackedTasks()
            storage[TrackedTasksKey.self] = tasks
            lifecycle.use(tasks)
        }
        tasks.start(work)
    }

    /// Runs what is due now instead of at the worker's next poll (a new photo's copies follow
    /// within a moment): at most `JobQueue.kickLimit` drains at once, each running due jobs until
    /// none is left, whatever the number of kicks.
    public func runDueJobSoon() {
        let queue = jobs
        guard queue.beginKick() else { return }
        runInBackground { [self] in
            // Shutdown waits for this drain: it finishes the job in hand and takes no other (the
            // rest stay due for the next start), instead of holding the shutdown for a backlog.
            let stopping = { [self] in storage[TrackedTasksKey.self]?.isClosed ?? true }
            repeat {
                while !stopping(), (try? await queue.runNext(app: self)) == true {}
            } while !stopping() && queue.endKickPass()
        }
    }
}
