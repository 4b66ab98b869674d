import Foundation

/// faster-whisper in one long-lived Python process that this actor supervises.
///
/// The model loads once, when the process starts. Requests wait in a bounded queue and go to
/// the worker one at a time, in order. A worker that dies or hangs is killed and restarted for
/// the next request; the request it held fails with `.interrupted` (the job queue retries it).
/// A worker that cannot start (no model, no library: it says so on stdout, or it keeps dying)
/// makes the engine `.unavailable` for a cool-down, so entries say "transcription unavailable"
/// instead of piling up retries.
public actor WhisperWorker: SpeechEngine {
    public struct Configuration: Sendable {
        /// Started through `/usr/bin/env`, so a `python3` on PATH (pyenv, venv) is found.
        public var python = "python3"
        /// The worker script; by default the copy shipped with this module.
        public var script: URL?
        /// The verified faster-whisper-base folder (scripts/speech/install-model).
        public var modelDirectory: URL
        /// CTranslate2 threads: the whole 2-core machine, since jobs run one at a time.
        public var threads = 2
        /// Requests that may wait; more throw `.queueFull`.
        public var queueLimit = 32
        /// Loading the model takes seconds; a start slower than this counts as a failure.
        public var startTimeout: Duration = .seconds(120)
        /// A single file taking longer than this is treated as a hung worker.
        public var requestTimeout: Duration = .seconds(300)
        /// Failed starts in a row before the engine is declared unavailable.
        public var startAttempts = 3
        /// How long "unavailable" lasts before a request tries to start the worker again.
        public var unavailableCooldown: Duration = .seconds(600)

        public init(modelDirectory: URL) {
            self.modelDirectory = modelDirectory
        }
    }

    private enum State {
        case idle
        case starting(WorkerProcess)
        case ready(WorkerProcess, engine: String)
        case unavailable(reason: String, until: ContinuousClock.Instant)
    }

    private struct Waiter {
        var request: TranscriptionRequest
        var continuation: CheckedContinuation<Result<Transcript, SpeechError>, Never>
    }

    private let configuration: Configuration
    private let log: @Sendable (String) -> Void
    private var state = State.idle
    private var waiting: [Waiter] = []
    private var current: (waiter: Waiter, token: Int)?
    /// Bumped per process, so events of a process that was replaced are ignored.
    private var generation = 0
    private var failedStarts = 0
    private var lastFatal: String?
    private var timedOutToken: Int?

    public init(configuration: Configuration, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.configuration = configuration
        self.log = log
    }

    public func transcribe(_ request: TranscriptionRequest) async throws(SpeechError) -> Transcript {
        if case .unavailable(let reason, let until) = state {
            guard ContinuousClock.now >= until else { throw .unavailable(reason: reason) }
            state = .idle
            failedStarts = 0
        }
        guard waiting.count < configuration.queueLimit else { throw .queueFull }
        let result = await withCheckedContinuation { continuation in
            waiting.append(Waiter(request: request, continuation: continuation))
            pump()
        }
        return try result.get()
    }

    public func status() -> SpeechStatus {
        switch state {
        case .idle: .idle
        case .starting: .starting
        case .ready(_, let engine): .ready(engine: engine)
        case .unavailable(let reason, _): .unavailable(reason: reason)
        }
    }

    public func start() {
        if case .idle = state { launch() }
    }

    public func shutdown() {
        generation += 1
        process?.terminate()
        state = .idle
        let reason = "the speech engine shut down"
        current.map { $0.waiter.continuation.resume(returning: .failure(.interrupted(reason: reason))) }
        current = nil
        failAllWaiting(.unavailable(reason: reason))
    }

    // MARK: Driving the queue

    private var process: WorkerProcess? {
        switch state {
        case .starting(let process), .ready(let process, _): process
        case .idle, .unavailable: nil
        }
    }

    /// Sends the next request when the worker is ready and idle; starts the worker if needed.
    private func pump() {
        guard current == nil, !waiting.isEmpty else { return }
        switch state {
        case .idle: launch()
        case .starting, .unavailable: return
        case .ready(let process, _):
            let waiter = waiting.removeFirst()
            requestToken += 1
            let token = requestToken
            current = (waiter, token)
            let request = waiter.request
            let line = WorkerRequest(
                id: request.id, path: request.file.path, language: request.language,
                detect: request.detectAmong.isEmpty ? nil : request.detectAmong
            ).line
            do {
                try process.send(line)
            } catch {
                // The process is gone; its end-of-output event restarts it and fails this request.
                log("speech worker: cannot write request: \(error)")
                process.terminate()
                return
            }
            armTimeout(token: token, generation: generation)
        }
    }

    /// Numbers each request sent, so a late timeout cannot hit the next request.
    private var requestToken = 0

    private func armTimeout(token: Int, generation: Int) {
        let timeout = configuration.requestTimeout
        Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.requestTimedOut(token: token, generation: generation)
        }
    }

    private func requestTimedOut(token: Int, generation: Int) {
        guard generation == self.generation, current?.token == token else { return }
        log("speech worker: request \(current?.waiter.request.id ?? "") timed out; restarting the worker")
        timedOutToken = token
        process?.terminate()
    }

    // MARK: Process lifecycle

    private func launch() {
        generation += 1
        let generation = generation
        let script = configuration.script ?? Bundle.module.url(forResource: "speech_worker", withExtension: "py")
        guard let script else {
            becomeUnavailable("the speech worker script is missing from the build")
            return
        }
        let process: WorkerProcess
        do {
            process = try WorkerProcess(
                executable: "/usr/bin/env",
                arguments: [configuration.python, script.path, configuration.modelDirectory.path],
                environment: ["SPEECH_THREADS": String(configuration.threads), "PYTHONUNBUFFERED": "1", "HF_HUB_OFFLINE": "1"],
                log: { [log] in log("speech worker: \($0)") })
        } catch {
            becomeUnavailable("cannot run \(configuration.python): \(error)")
            return
        }
        state = .starting(process)
        lastFatal = nil
        Task { [weak self] in
            for await line in process.lines { await self?.received(line, generation: generation) }
            await self?.ended(generation: generation)
        }
        let startTimeout = configuration.startTimeout
        Task { [weak self] in
            try? await Task.sleep(for: startTimeout)
            await self?.startTimedOut(generation: generation)
        }
    }

    private func startTimedOut(generation: Int) {
        guard generation == self.generation, case .starting(let process) = state else { return }
        lastFatal = "the model did not load within \(configuration.startTimeout)"
        process.terminate()
    }

    private func received(_ line: String, generation: Int) {
        guard generation == self.generation, let message = WorkerMessage.parse(line) else {
            if generation == self.generation { log("speech worker said: \(line.prefix(300))") }
            return
        }
        switch message.event {
        case "ready":
            guard case .starting(let process) = state else { return }
            state = .ready(process, engine: message.engine ?? "faster-whisper")
            failedStarts = 0
            pump()
        case "fatal":
            lastFatal = message.error ?? "the worker could not start"
            failedStarts = configuration.startAttempts  // a missing model does not fix itself
        default:
            answer(message)
        }
    }

    private func answer(_ message: WorkerMessage) {
        guard let waiter = current?.waiter, message.id == waiter.request.id else {
            log("speech worker: answer for an unknown request \(message.id ?? "?")")
            return
        }
        current = nil
        if let error = message.error {
            waiter.continuation.resume(returning: .failure(.rejected(reason: error)))
        } else {
            waiter.continuation.resume(returning: .success(Transcript(
                text: message.text ?? "", language: message.language ?? waiter.request.language,
                duration: message.duration ?? 0, cpuSeconds: message.cpuSeconds ?? 0)))
        }
        pump()
    }

    /// The worker's stdout closed: it exited, crashed or was killed.
    private func ended(generation: Int) {
        guard generation == self.generation else { return }
        let wasStarting: Bool
        if case .starting = state { wasStarting = true } else { wasStarting = false }
        process?.terminate()
        state = .idle
        if let (waiter, token) = current.map({ ($0.waiter, $0.token) }) {
            current = nil
            let reason = token == timedOutToken ? "the recording took too long to transcribe" : "the speech worker stopped"
            waiter.continuation.resume(returning: .failure(.interrupted(reason: reason)))
        }
        if wasStarting {
            failedStarts += 1
            if failedStarts >= configuration.startAttempts {
                becomeUnavailable(lastFatal ?? "the speech worker exits at start")
                return
            }
        }
        pump()  // restarts the worker when something is waiting
    }

    private func becomeUnavailable(_ reason: String) {
        log("speech worker unavailable: \(reason)")
        state = .unavailable(reason: reason, until: ContinuousClock.now.advanced(by: configuration.unavailableCooldown))
        failAllWaiting(.unavailable(reason: reason))
    }

    private func failAllWaiting(_ error: SpeechError) {
        let failed = waiting
        waiting.removeAll()
        for waiter in failed { waiter.continuation.resume(returning: .failure(error)) }
    }
}
