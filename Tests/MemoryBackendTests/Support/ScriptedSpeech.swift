import Foundation
import Speech

/// A speech engine for tests: answers every recording with `text`, or fails as told, and
/// remembers the languages it was asked for.
actor ScriptedSpeech: SpeechEngine {
    private let text: String
    private let failure: SpeechError?
    private(set) var languages: [String] = []

    init(text: String = "", failure: SpeechError? = nil) {
        self.text = text
        self.failure = failure
    }

    func transcribe(_ request: TranscriptionRequest) async throws(SpeechError) -> Transcript {
        languages.append(request.language)
        if let failure { throw failure }
        guard FileManager.default.fileExists(atPath: request.file.path) else { throw .rejected(reason: "no such file") }
        return Transcript(text: text, language: request.language, duration: 3, cpuSeconds: 1)
    }

    func status() async -> SpeechStatus { .ready(engine: "scripted") }
    func start() async {}
    func shutdown() async {}
}
