import Foundation

/// One recording to transcribe.
public struct TranscriptionRequest: Sendable, Equatable {
    /// A job id the answer is matched by (the engine does not interpret it).
    public var id: String
    /// An audio file the engine can read (m4a, AAC or WAV).
    public var file: URL
    /// ISO 639-1 code (`en`, `tr`, `fr`): the language to transcribe in when `detectAmong` is
    /// empty (the user named it), else the fallback when listening does not tell clearly.
    public var language: String
    /// Languages the engine may pick from by listening. Only these: Whisper's open detection
    /// picked Thai on a Turkish sample, so the best of the suite's languages is taken, and only
    /// when it clearly leads.
    public var detectAmong: [String]

    public init(id: String, file: URL, language: String, detectAmong: [String] = []) {
        self.id = id
        self.file = file
        self.language = language
        self.detectAmong = detectAmong
    }
}

/// What an engine heard.
public struct Transcript: Sendable, Equatable {
    public var text: String
    /// The language it was transcribed in: detected, given, or the fallback.
    public var language: String
    /// Length of the audio in seconds, as the engine decoded it.
    public var duration: Double
    /// CPU time spent on this file (real-time factor = cpuSeconds / duration).
    public var cpuSeconds: Double

    public init(text: String, language: String, duration: Double, cpuSeconds: Double) {
        self.text = text
        self.language = language
        self.duration = duration
        self.cpuSeconds = cpuSeconds
    }
}

/// Why a transcription did not happen.
public enum SpeechError: Error, Equatable, Sendable {
    /// The engine cannot run here (no model, no Python library, repeated crashes at start).
    /// Retrying soon will not help; the entry says "transcription unavailable".
    case unavailable(reason: String)
    /// More recordings are waiting than the queue holds; retry later.
    case queueFull
    /// The worker process died or hung while working on this file; retry (it restarts).
    case interrupted(reason: String)
    /// The engine read this file and failed on it (undecodable audio); retrying will not help.
    case rejected(reason: String)

    /// Whether the same request may succeed on a later attempt.
    public var isTransient: Bool {
        switch self {
        case .queueFull, .interrupted: true
        case .unavailable, .rejected: false
        }
    }
}

/// Where the engine stands, for health checks and the entry's "transcription unavailable" state.
public enum SpeechStatus: Sendable, Equatable {
    /// Not started yet; the first request (or `start()`) starts it.
    case idle
    case starting
    case ready(engine: String)
    case unavailable(reason: String)
}

/// A speech-to-text engine: the server's one seam for transcription, so tests inject a fake.
public protocol SpeechEngine: Sendable {
    /// Transcribes one file; requests are served in order.
    func transcribe(_ request: TranscriptionRequest) async throws(SpeechError) -> Transcript
    /// Current state, without starting anything.
    func status() async -> SpeechStatus
    /// Starts the engine ahead of the first request (loads the model); never throws, the
    /// outcome shows in `status()`.
    func start() async
    /// Stops the engine and fails whatever is still waiting.
    func shutdown() async
}

/// Where `scripts/offline-data/install-speech-model` puts the verified model.
public enum SpeechModelLocation {
    /// `SPEECH_MODEL_DIR`, else `$XDG_DATA_HOME/suite/models/faster-whisper-base`, else the same
    /// under `~/.local/share` (the install script's rule).
    public static func resolve(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["SPEECH_MODEL_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return URL(fileURLWithPath: dataHome).appendingPathComponent("suite/models/faster-whisper-base", isDirectory: true)
    }
}

/// An engine that cannot transcribe (turned off, or not installed): every request says why at once.
public struct UnavailableSpeech: SpeechEngine {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public func transcribe(_ request: TranscriptionRequest) async throws(SpeechError) -> Transcript {
        throw .unavailable(reason: reason)
    }

    public func status() async -> SpeechStatus { .unavailable(reason: reason) }
    public func start() async {}
    public func shutdown() async {}
}
