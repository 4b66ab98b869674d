import Foundation
import NIOConcurrencyHelpers
import Speech
import Vapor

extension Application {
    private struct SpeechKey: StorageKey { typealias Value = any SpeechEngine }

    /// The one speech engine of this server: the supervised Whisper worker, or one set before
    /// `configureMemoryBackend` (tests inject a fake there).
    public var speech: any SpeechEngine {
        get { storage[SpeechKey.self] ?? UnavailableSpeech(reason: "no speech engine configured") }
        set { storage[SpeechKey.self] = newValue }
    }

    var hasSpeechEngine: Bool { storage[SpeechKey.self] != nil }
}

/// Stops the worker process with the server, so no Python process outlives it.
struct SpeechLifecycle: LifecycleHandler {
    let engine: any SpeechEngine
    /// Load the model at boot (`serve`), so the first voice diary does not wait for it.
    let preload: Bool

    func didBootAsync(_ application: Application) async throws {
        guard preload else { return }
        let engine = engine
        Task { await engine.start() }
    }

    func shutdownAsync(_ application: Application) async {
        await engine.shutdown()
    }
}
