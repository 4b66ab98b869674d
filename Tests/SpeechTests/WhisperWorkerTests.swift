import Foundation
import Testing

@testable import Speech

/// Supervision of the worker process, driven by a scripted stand-in (no model, fast).
@Suite struct WhisperWorkerTests {
    private static let fake = Bundle.module.url(forResource: "fake_worker", withExtension: "py", subdirectory: "Fixtures")!

    private func worker(model: URL, _ adjust: (inout WhisperWorker.Configuration) -> Void = { _ in }) -> WhisperWorker {
        var configuration = WhisperWorker.Configuration(modelDirectory: model)
        configuration.script = Self.fake
        adjust(&configuration)
        return WhisperWorker(configuration: configuration)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("speech-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func request(_ name: String, language: String = "en") -> TranscriptionRequest {
        TranscriptionRequest(id: UUID().uuidString, file: URL(fileURLWithPath: "/tmp/\(name).wav"), language: language)
    }

    private func starts(in folder: URL) throws -> Int {
        try String(contentsOf: folder.appendingPathComponent("starts"), encoding: .utf8).split(separator: "\n").count
    }

    @Test func answersInOrderAndPassesTheLanguage() async throws {
        // setup
        let folder = try temporaryFolder()
        let engine = worker(model: folder)
        // act
        async let first = engine.transcribe(request("one", language: "tr"))
        async let second = engine.transcribe(request("two"))
        let answers = try await [first, second]
        // check
        #expect(answers.map(\.text) == ["heard one.wav in tr", "heard two.wav in en"])
        #expect(await engine.status() == .ready(engine: "fake 1.0"))
        #expect(try starts(in: folder) == 1)  // the model loads once for many requests
        await engine.shutdown()
    }

    @Test func theLanguagesToListenForReachTheWorkerAndWhatItHeardComesBack() async throws {
        // setup
        let engine = worker(model: try temporaryFolder())
        var listening = request("voice-in-tr", language: "en")
        listening.detectAmong = ["en", "tr", "fr"]
        // act
        let heard = try await engine.transcribe(listening)
        let given = try await engine.transcribe(request("voice-in-tr", language: "en"))
        // check: detection only when asked; a given language is kept
        #expect(heard.language == "tr")
        #expect(given.language == "en")
        await engine.shutdown()
    }

    @Test func aCrashFailsThatRequestAndTheNextOneRestartsTheWorker() async throws {
        // setup
        let folder = try temporaryFolder()
        let engine = worker(model: folder)
        // act
        let crashed = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("crash")) }
        let after = try await engine.transcribe(request("after"))
        // check
        #expect(crashed?.isTransient == true)
        #expect(after.text == "heard after.wav in en")
        #expect(try starts(in: folder) == 2)
        await engine.shutdown()
    }

    @Test func aHungRequestTimesOutAndTheWorkerIsReplaced() async throws {
        // setup
        let folder = try temporaryFolder()
        let engine = worker(model: folder) { $0.requestTimeout = .milliseconds(300) }
        // act
        let hung = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("hang")) }
        let after = try await engine.transcribe(request("after"))
        // check
        #expect(hung == .interrupted(reason: "the recording took too long to transcribe"))
        #expect(after.text == "heard after.wav in en")
        await engine.shutdown()
    }

    @Test func aFileTheEngineCannotReadIsRejectedWithoutRestarting() async throws {
        // setup
        let folder = try temporaryFolder()
        let engine = worker(model: folder)
        // act
        let rejected = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("bad")) }
        _ = try await engine.transcribe(request("fine"))
        // check
        #expect(rejected == .rejected(reason: "cannot decode"))
        #expect(try starts(in: folder) == 1)
        await engine.shutdown()
    }

    @Test func aMissingModelMakesTheEngineUnavailableWithTheReason() async throws {
        // setup
        let engine = worker(model: URL(fileURLWithPath: "/nonexistent/missing"))
        // act
        let error = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("one")) }
        let again = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("two")) }
        // check
        #expect(error == .unavailable(reason: "model files missing"))
        #expect(again == .unavailable(reason: "model files missing"))  // no restart storm in the cool-down
        #expect(await engine.status() == .unavailable(reason: "model files missing"))
    }

    @Test func aWorkerThatKeepsDyingAtStartIsGivenUpAfterTheConfiguredAttempts() async throws {
        // setup
        let engine = worker(model: URL(fileURLWithPath: "/nonexistent/die")) { $0.startAttempts = 2 }
        // act
        let error = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("one")) }
        // check
        #expect(error == .unavailable(reason: "the speech worker exits at start"))
    }

    @Test func aMissingPythonIsUnavailableNotACrash() async throws {
        // setup
        let engine = worker(model: try temporaryFolder()) { $0.python = "no-such-python-3" }
        // act
        let error = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("one")) }
        // check
        #expect(error.map { if case .unavailable = $0 { true } else { false } } == true)
    }

    @Test func aFullQueueRefusesMoreWork() async throws {
        // setup: the worker hangs on the first file, so the others wait in the queue
        let engine = worker(model: try temporaryFolder()) { $0.queueLimit = 1; $0.requestTimeout = .seconds(30) }
        let hung = Task { try await engine.transcribe(request("hang")) }
        while await engine.status() != .ready(engine: "fake 1.0") { try await Task.sleep(for: .milliseconds(10)) }
        let waiting = Task { try await engine.transcribe(request("waiting")) }
        try await Task.sleep(for: .milliseconds(100))
        // act
        let refused = await #expect(throws: SpeechError.self) { try await engine.transcribe(request("refused")) }
        // check
        #expect(refused == .queueFull)
        await engine.shutdown()
        _ = await (hung.result, waiting.result)
    }
}
