import Foundation
import Testing

@testable import MediaTools

/// Where the tools live on the machines we run on; a missing tool fails the test loudly.
private let ffprobePath = "/usr/bin/ffprobe"
private let ffmpegPath = "/usr/bin/ffmpeg"

private func requireTool(_ path: String) throws {
    try #require(
        FileManager.default.isExecutableFile(atPath: path),
        "\(path) is missing: install ffmpeg (scripts/bootstrap does) to run the audio tests")
}

private func wavFixture() throws -> URL {
    try #require(
        Bundle.module.url(
            forResource: "sense_and_sensibility_01_austen_64kb-0880", withExtension: "wav", subdirectory: "Fixtures"))
}

/// Makes a fresh temporary directory for one test.
private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("audio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("Audio probing with ffprobe")
struct AudioProbeTests {
    @Test("WAV fixture: PCM, 16 kHz mono, about 2.99 s")
    func wav() async throws {
        // setup
        try requireTool(ffprobePath)
        let probe = AudioProbe(ffprobePath: ffprobePath)
        // act
        let info = try await probe.probe(fileAt: try wavFixture())
        // check: 95,724 bytes - 44 header bytes = 95,680 bytes / 32,000 bytes per second = 2.99 s
        #expect(info.type == .wav)
        #expect(info.codec == "pcm_s16le")
        #expect(info.sampleRate == 16_000 && info.channels == 1)
        #expect(abs(info.duration - 2.99) < 0.01)
    }

    @Test("m4a made with ffmpeg: AAC, duration close to what was encoded")
    func m4a() async throws {
        // setup
        try requireTool(ffprobePath)
        try requireTool(ffmpegPath)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let m4a = dir.appendingPathComponent("voice.m4a")
        let made = try await ProcessRunner.run(
            executable: ffmpegPath,
            arguments: ["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=2.5",
                        "-c:a", "aac", "-b:a", "64k", m4a.path])
        try #require(made.status == 0, "ffmpeg failed: \(String(decoding: made.stderr, as: UTF8.self))")
        // act
        let info = try await AudioProbe(ffprobePath: ffprobePath).probe(fileAt: m4a)
        // check: AAC frames pad the end a little, so allow 0.1 s
        #expect(info.type == .m4a)
        #expect(info.codec == "aac")
        #expect(abs(info.duration - 2.5) < 0.1)
    }

    @Test("a text file renamed .m4a is refused before ffprobe runs")
    func renamedText() async throws {
        // setup
        try requireTool(ffprobePath)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fake = dir.appendingPathComponent("voice.m4a")
        try Data("definitely not audio".utf8).write(to: fake)
        // act / check
        await #expect(throws: AudioProbeError.unsupportedType) {
            try await AudioProbe(ffprobePath: ffprobePath).probe(fileAt: fake)
        }
    }

    @Test("a truncated WAV header is reported as unreadable")
    func corrupt() async throws {
        // setup
        try requireTool(ffprobePath)
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = dir.appendingPathComponent("broken.wav")
        try Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVEjunk".utf8).write(to: broken)
        // act
        let error = await #expect(throws: AudioProbeError.self) {
            try await AudioProbe(ffprobePath: ffprobePath).probe(fileAt: broken)
        }
        // check
        guard case .unreadable = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
    }

    @Test("a missing ffprobe is a clear configuration error")
    func missingTool() async throws {
        // setup
        let probe = AudioProbe(ffprobePath: "/nonexistent/ffprobe")
        // act / check
        await #expect(throws: AudioProbeError.ffprobeNotFound(path: "/nonexistent/ffprobe")) {
            try await probe.probe(fileAt: try wavFixture())
        }
    }
}

@Suite("Audio type sniffing and stream checks")
struct AudioTypeTests {
    @Test(
        "containers from magic bytes",
        arguments: [
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8), AudioType?.some(.wav)),
            ([0, 0, 0, 0x1C] + Array("ftypM4A \u{0}\u{0}\u{2}\u{0}".utf8), .m4a),
            ([0xFF, 0xF1, 0x50, 0x80, 0x02, 0x1F, 0xFC], .aac),
            ([0, 0, 0, 0x18] + Array("ftypheic\u{0}\u{0}\u{0}\u{0}".utf8), nil),
            (Array("ID3\u{4}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}".utf8), nil),
            ([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46, 0x49, 0x46, 0, 1], nil),
        ] as [([UInt8], AudioType?)])
    func sniff(bytes: [UInt8], expected: AudioType?) {
        #expect(AudioType.sniff(Data(bytes)) == expected)
    }

    @Test("an MP4 with a real video stream is not a voice diary")
    func videoRefused() {
        // setup
        let json = Data(
            #"{"streams":[{"codec_type":"video","codec_name":"h264"},{"codec_type":"audio","codec_name":"aac"}],"format":{"duration":"3.0"}}"#
                .utf8)
        // act / check
        #expect(throws: AudioProbeError.noAudioStream) { try AudioProbe.interpret(json, type: .m4a) }
    }

    @Test("cover art does not count as video; codec must match the container")
    func coverArtAndCodec() throws {
        // setup
        let withArt = Data(
            #"{"streams":[{"codec_type":"audio","codec_name":"aac","sample_rate":"44100","channels":2},{"codec_type":"video","codec_name":"mjpeg","disposition":{"attached_pic":1}}],"format":{"duration":"12.5"}}"#
                .utf8)
        let mp3InM4a = Data(#"{"streams":[{"codec_type":"audio","codec_name":"mp3"}],"format":{"duration":"1"}}"#.utf8)
        // act
        let info = try AudioProbe.interpret(withArt, type: .m4a)
        // check
        #expect(info == AudioInfo(type: .m4a, codec: "aac", duration: 12.5, sampleRate: 44_100, channels: 2))
        #expect(throws: AudioProbeError.unsupportedType) { try AudioProbe.interpret(mp3InM4a, type: .m4a) }
    }
}
