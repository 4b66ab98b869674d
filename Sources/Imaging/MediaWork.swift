import Foundation
import Synchronization

/// Where CPU-heavy media work runs (full decodes, thumbnails, renders): at most `threadLimit`
/// jobs at once, on threads of its own, an upload's inspection ahead of background copies.
///
/// libvips works synchronously for tens to hundreds of milliseconds per photo. Run on Swift's
/// cooperative pool (one thread per core) a burst of uploads held every thread, so every other
/// request's async code (body streaming, database awaits, answers) queued behind the decodes, and
/// every upload in flight decoded at once (memory). Here the work waits its turn in a queue
/// instead, the cooperative pool stays free, and a request that is waiting for its photo
/// (`.upload`) is served before display copies and thumbnails of earlier photos (`.background`).
/// First in, first out within a priority.
///
/// Threads are started when work arrives and end when the queue is empty, so an idle executor
/// (or one a test forgot) holds no thread. Work that has started always finishes; work still
/// queued when its task is cancelled is dropped and throws `CancellationError`.
public final class MediaWork: Sendable {
    public enum Priority: Sendable {
        /// A request is waiting for the result (an upload's inspection, an image being drawn).
        case upload
        /// Nobody is waiting right now (derivatives and thumbnails from the job queue).
        case background
    }

    /// Thrown by `run` once `shutdown()` has begun.
    public struct ShutDown: Error, Equatable {}

    /// The server's executor: one thread per core the process may use.
    public static let shared = MediaWork(threadLimit: ProcessInfo.processInfo.activeProcessorCount)

    /// The most jobs that run at once.
    public let threadLimit: Int
    private let state = Mutex(State())

    private struct Job {
        let id: UInt64
        let run: @Sendable () -> Void
        let drop: @Sendable (any Error) -> Void
    }

    private struct State {
        var upload: [Job] = []
        var background: [Job] = []
        var threads = 0
        var lastID: UInt64 = 0
        var shuttingDown = false
        var drained: [CheckedContinuation<Void, Never>] = []
    }

    public init(threadLimit: Int) {
        self.threadLimit = max(1, threadLimit)
    }

    /// Runs `body` on one of the executor's threads once the work queued before it at the same or
    /// a higher priority has been taken, and returns (or throws) what it did.
    public func run<T: Sendable>(_ priority: Priority, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.lastID += 1
            return state.lastID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                let job = Job(
                    id: id, run: { continuation.resume(with: Result { try body() }) },
                    drop: { continuation.resume(throwing: $0) })
                enqueue(job, priority)
                // A cancellation that came before the job was queued found nothing to remove.
                if Task.isCancelled { drop(id) }
            }
        } onCancel: {
            drop(id)
        }
    }

    /// Refuses new work from now on (`ShutDown`) and returns once the work already queued or
    /// running has finished and every thread has ended.
    public func shutdown() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { state in
                state.shuttingDown = true
                if state.threads == 0 { return true }
                state.drained.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    /// Jobs waiting for a thread (not those running).
    public var queued: Int {
        state.withLock { $0.upload.count + $0.background.count }
    }

    /// Whether `shutdown()` has begun (for tests).
    var isShuttingDown: Bool {
        state.withLock { $0.shuttingDown }
    }

    private func enqueue(_ job: Job, _ priority: Priority) {
        let (accepted, startThread) = state.withLock { state -> (Bool, Bool) in
            guard !state.shuttingDown else { return (false, false) }
            switch priority {
            case .upload: state.upload.append(job)
            case .background: state.background.append(job)
            }
            guard state.threads < threadLimit else { return (true, false) }
            state.threads += 1
            return (true, true)
        }
        if !accepted { job.drop(ShutDown()) }
        if startThread {
            let thread = Thread { [self] in
                while let job = next() { job.run() }
                Vips.threadEnding()
            }
            thread.name = "media-work"
            thread.start()
        }
    }

    /// The next job for a thread, or nil when the queue is empty (the thread then ends).
    private func next() -> Job? {
        let (job, drained) = state.withLock { state -> (Job?, [CheckedContinuation<Void, Never>]) in
            if !state.upload.isEmpty { return (state.upload.removeFirst(), []) }
            if !state.background.isEmpty { return (state.background.removeFirst(), []) }
            state.threads -= 1
            guard state.threads == 0 else { return (nil, []) }
            defer { state.drained = [] }
            return (nil, state.drained)
        }
        for continuation in drained { continuation.resume() }
        return job
    }

    /// Takes a job that has not started out of the queue; one already running is left to finish.
    private func drop(_ id: UInt64) {
        let job = state.withLock { state -> Job? in
            if let index = state.upload.firstIndex(where: { $0.id == id }) { return state.upload.remove(at: index) }
            if let index = state.background.firstIndex(where: { $0.id == id }) { return state.background.remove(at: index) }
            return nil
        }
        job?.drop(CancellationError())
    }
}
