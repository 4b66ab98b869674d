import Foundation
import Speech

/// A speech engine for tests: answers every recording with `text`, or fails as told, and
/// remembers the requests it got. When asked to listen for the language, it "hears" `heard`
/// (nil: it cannot tell, and answers in the request's fallback language).
actor ScriptedSpeech: SpeechEngine {
    private let text: String
    private let heard: String?
    private let failure: SpeechError?
    private(set) var requests: [TranscriptionRequest] = []

    /// The language each request asked for (the given one, or the fallback when detecting).
    var languages: [String] { requests.map(\.language) }

    init(text: String = "", heard: String? = nil, failure: SpeechError? = nil) {
        self.text = text
        self.heard = heard
        self.failure = failure
    }

    func transcribe(_ request: TranscriptionRequest) async throws(SpeechError) -> Transcript {
        requests.append(request)
        if let failure { throw failure }
        guard FileManager.default.fileExists(atPath: request.file.path) else { throw .rejected(reason: "no such file") }
        let language = heard.flatMap { request.detectAmong.contains($0) ? $0 : nil } ?? request.language
        return Transcript(text: text, language: language, duration: 3, cpuSeconds: 1)
    }

    func status() async -> SpeechStatus { .ready(engine: "scripted") }
    func start() async {}
    func shutdown() async {}
}
