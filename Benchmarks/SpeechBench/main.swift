import Foundation
import MediaTools
import Speech

// make bench, speech part: word error rate of the Whisper worker on the fixture recordings
// beside Debian's pocketsphinx on the same files (the baseline, run here in the same session),
// the real-time factor (CPU seconds per audio second), and an honest Turkish figure on
// sentences spoken by espeak-ng (pocketsphinx has no Turkish model, so no baseline there).
// Exits non-zero when a goal is missed: English WER ≤ 5 %, wall time ≤ 0.54× pocketsphinx's on the same files.

let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
let recordings = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
    .filter { $0.hasSuffix(".wav") }.sorted().map { fixtures.appendingPathComponent($0) }
func reference(_ wav: URL) throws -> String {
    try String(contentsOf: wav.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
}

/// Word errors and reference words, so the rate is over all words, not a mean of rates.
struct Tally {
    var errors = 0.0
    var words = 0
    mutating func add(_ hypothesis: String, _ reference: String) {
        let count = WordErrorRate.words(reference).count
        errors += WordErrorRate.of(hypothesis: hypothesis, reference: reference) * Double(count)
        words += count
    }
    var rate: Double { words == 0 ? 0 : errors / Double(words) }
}

func pocketsphinx(_ wav: URL) async throws -> String {
    let output = try await ProcessRunner.run(executable: "/usr/bin/pocketsphinx_continuous", arguments: ["-infile", wav.path, "-logfn", "/dev/null"])
    return String(decoding: output.stdout, as: UTF8.self)
}

func percent(_ value: Double) -> String { String(format: "%.1f %%", value * 100) }

var configuration = WhisperWorker.Configuration(modelDirectory: SpeechModelLocation.resolve())
configuration.requestTimeout = .seconds(600)
let whisper = WhisperWorker(configuration: configuration) { print("  [worker] \($0)") }
let loadStart = ContinuousClock.now
await whisper.start()
while case .starting = await whisper.status() { try await Task.sleep(for: .milliseconds(50)) }
_ = try await whisper.transcribe(TranscriptionRequest(id: "warm-up", file: recordings[0], language: "en"))
print("Speech: model loaded and warmed up in \(ContinuousClock.now - loadStart)")

var whisperTally = Tally(), sphinxTally = Tally()
var cpu = 0.0, audio = 0.0
var whisperWall = Duration.zero, sphinxWall = Duration.zero
print("\nEnglish, \(recordings.count) LibriVox fixture recordings")
for wav in recordings {
    let expected = try reference(wav)
    var start = ContinuousClock.now
    let heard = try await whisper.transcribe(TranscriptionRequest(id: wav.lastPathComponent, file: wav, language: "en"))
    whisperWall += ContinuousClock.now - start
    start = ContinuousClock.now
    let baseline = try await pocketsphinx(wav)
    sphinxWall += ContinuousClock.now - start
    whisperTally.add(heard.text, expected)
    sphinxTally.add(baseline, expected)
    cpu += heard.cpuSeconds
    audio += heard.duration
    print("  \(wav.lastPathComponent): whisper \(percent(WordErrorRate.of(hypothesis: heard.text, reference: expected))), pocketsphinx \(percent(WordErrorRate.of(hypothesis: baseline, reference: expected)))")
}
let realTimeFactor = cpu / audio
print("  WER: Whisper base \(percent(whisperTally.rate)) vs pocketsphinx \(percent(sphinxTally.rate)) (baseline, same files)")
print(String(format: "  ratio: %.2fx the baseline's errors; wall time %.2fx the baseline's", whisperTally.rate / max(sphinxTally.rate, 1e-9),
             whisperWall / sphinxWall))
print(String(format: "  real-time factor: %.2f CPU s per audio s (%.1f s of audio)", realTimeFactor, audio))

// Turkish: synthetic speech (espeak-ng), since no recorded Turkish fixture with a transcript exists here.
let turkish = [
    "Bugün hava çok güzeldi, sahilde uzun bir yürüyüş yaptık.",
    "Akşam annemle birlikte yemek yaptık ve eski fotoğraflara baktık.",
    "Yarınki toplantı için biraz endişeliyim ama hazırım.",
]
var turkishTally = Tally()
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("speech-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }
print("\nTurkish, \(turkish.count) sentences spoken by espeak-ng")
for (index, sentence) in turkish.enumerated() {
    let wav = scratch.appendingPathComponent("tr\(index).wav")
    _ = try await ProcessRunner.run(executable: "/usr/bin/espeak-ng", arguments: ["-v", "tr", "-w", wav.path, sentence])
    let heard = try await whisper.transcribe(TranscriptionRequest(id: "tr\(index)", file: wav, language: "tr"))
    turkishTally.add(heard.text, sentence)
    print("  \(percent(WordErrorRate.of(hypothesis: heard.text, reference: sentence))): \"\(heard.text)\"")
}
print("  WER: Whisper base \(percent(turkishTally.rate)) on synthetic Turkish (no pocketsphinx model for Turkish)")
await whisper.shutdown()

var missed: [String] = []
if whisperTally.rate > 0.05 { missed.append("English WER \(percent(whisperTally.rate)) > 5 %") }
// Time as a ratio against the baseline engine on the same files in this run (issue 10: no absolute
// goal); the real-time factor above is printed for reference only, as it moves with the machine.
// Issue 15 asked for a real-time factor of 0.5 or less. A quiet run on the 2-core machine of
// 2026-11-28 measured 0.84 at 0.90x pocketsphinx's wall time, so the same goal there is
// 0.90 x 0.5 / 0.84 = 0.54x pocketsphinx's wall time (its verdict unchanged: missed).
let wallGoal = 0.54
let wallRatio = whisperWall / sphinxWall
if wallRatio > wallGoal {
    missed.append(String(format: "wall time %.2fx pocketsphinx's > %.2fx", wallRatio, wallGoal))
}
print(missed.isEmpty ? "\nSpeech goals met." : "\nSpeech goals MISSED: \(missed.joined(separator: "; "))")
exit(missed.isEmpty ? 0 : 1)
