import Foundation
import Testing

@testable import MediaTools

/// A PCM WAV (8 kHz mono 16-bit, a 440 Hz tone) whose header states `declaredSeconds` of
/// samples while `actualSeconds` follow it: a header that lies, as a hostile client writes it.
func lyingWAV(declaredSeconds: Int, actualSeconds: Int) -> Data {
    let rate = 8_000
    var data = Data()
    func append32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) } }
    func append16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data.append(contentsOf: $0) } }
    let declaredBytes = declaredSeconds * rate * 2
    data.append(contentsOf: Array("RIFF".utf8)); append32(36 + declaredBytes)
    data.append(contentsOf: Array("WAVEfmt ".utf8)); append32(16); append16(1); append16(1)
    append32(rate); append32(rate * 2); append16(2); append16(16)
    data.append(contentsOf: Array("data".utf8)); append32(declaredBytes)
    var samples = [Int16](repeating: 0, count: actualSeconds * rate)
    for index in samples.indices { samples[index] = Int16(8_000 * sin(2 * Double.pi * 440 * Double(index) / Double(rate))) }
    samples.withUnsafeBytes { data.append(contentsOf: $0) }
    return data
}

@Suite("Audio duration from the decoded stream")
struct DecodedDurationTests {
    private func write(_ data: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lying-\(UUID().uuidString).wav")
        try data.write(to: url)
        return url
    }

    @Test("a WAV whose header says 5 s with 95 s more samples measures 100 s")
    func lyingHeader() async throws {
        // setup
        let url = try write(lyingWAV(declaredSeconds: 5, actualSeconds: 100))
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let info = try await AudioProbe().probe(fileAt: url)
        // check
        #expect(info.declaredDuration.map { abs($0 - 5) < 0.01 } == true, "the header's claim is still visible")
        #expect(abs(info.duration - 100) < 0.05)
    }

    @Test("an honest header and the decoded length agree; a header that claims more than is there loses")
    func honestAndShort() async throws {
        // setup
        let honest = try write(lyingWAV(declaredSeconds: 3, actualSeconds: 3))
        let overclaiming = try write(lyingWAV(declaredSeconds: 30, actualSeconds: 2))
        defer { for url in [honest, overclaiming] { try? FileManager.default.removeItem(at: url) } }
        // act
        let honestInfo = try await AudioProbe().probe(fileAt: honest)
        let shortInfo = try await AudioProbe().decodedDuration(fileAt: overclaiming, type: .wav)
        // check
        #expect(abs(honestInfo.duration - 3) < 0.05)
        #expect(abs(shortInfo - 2) < 0.05)
    }

    @Test("a missing ffmpeg is a clear configuration error")
    func missingFFmpeg() async throws {
        // setup
        let url = try write(lyingWAV(declaredSeconds: 1, actualSeconds: 1))
        defer { try? FileManager.default.removeItem(at: url) }
        // act / check
        await #expect(throws: AudioProbeError.ffmpegNotFound(path: "/nonexistent/ffmpeg")) {
            try await AudioProbe(ffmpegPath: "/nonexistent/ffmpeg").probe(fileAt: url)
        }
    }

    @Test("ffmpeg's progress report: the last end time counts, N/A is nothing")
    func progressParsing() {
        #expect(AudioProbe.lastOutTime("out_time_us=N/A\nprogress=continue\nout_time_us=4500000\nprogress=end\n") == 4_500_000)
        #expect(AudioProbe.lastOutTime("out_time_us=N/A\nprogress=end\n") == nil)
    }
}
