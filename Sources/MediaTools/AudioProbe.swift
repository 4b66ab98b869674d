import Foundation

/// What the server needs to know about an uploaded recording.
public struct AudioInfo: Equatable, Sendable {
    /// The container decided from the bytes.
    public var type: AudioType
    /// ffprobe's codec name, e.g. `aac` or `pcm_s16le`.
    public var codec: String
    /// Length in seconds, measured by decoding every sample (never trusted from the header).
    public var duration: Double
    public var sampleRate: Int?
    public var channels: Int?
    /// What the container's header claims; differs from `duration` when the header lies.
    public var declaredDuration: Double? = nil
}

/// Why a recording was refused or could not be probed.
public enum AudioProbeError: Error, Equatable, Sendable {
    /// The configured ffprobe executable does not exist: a deployment problem, not the user's.
    case ffprobeNotFound(path: String)
    /// The configured ffmpeg executable does not exist: a deployment problem, not the user's.
    case ffmpegNotFound(path: String)
    /// The header reads but the samples do not decode (answer 422). `detail` is for logs only.
    case corrupt(detail: String)
    /// Not m4a/AAC/WAV, or the codec does not match the container: answer 415.
    case unsupportedType
    /// The file has no audio stream, or also carries video: answer 415.
    case noAudioStream
    /// ffprobe could not read the file (corrupt upload): answer 415. `detail` is for logs only.
    case unreadable(detail: String)
}

/// Reads codec and streams of a recording with `ffprobe`, and its real length by decoding it
/// with `ffmpeg`.
///
/// The executable paths are injected so deployments and tests choose them; nothing is looked up
/// on `PATH` behind the caller's back.
public struct AudioProbe: Sendable {
    /// Absolute path of the `ffprobe` executable.
    public var ffprobePath: String
    /// Absolute path of the `ffmpeg` executable.
    public var ffmpegPath: String

    public init(ffprobePath: String = "/usr/bin/ffprobe", ffmpegPath: String = "/usr/bin/ffmpeg") {
        self.ffprobePath = ffprobePath
        self.ffmpegPath = ffmpegPath
    }

    /// Sniffs the container from the file's first bytes, asks ffprobe for the streams, then
    /// decodes the whole audio stream for its real duration (`AudioInfo.duration`).
    public func probe(fileAt url: URL) async throws(AudioProbeError) -> AudioInfo {
        var info = try await probeHeader(fileAt: url)
        info.declaredDuration = info.duration
        info.duration = try await decodedDuration(fileAt: url, type: info.type)
        return info
    }

    /// What the header says, without decoding (`duration` is the declared one).
    func probeHeader(fileAt url: URL) async throws(AudioProbeError) -> AudioInfo {
        guard FileManager.default.isExecutableFile(atPath: ffprobePath) else {
            throw .ffprobeNotFound(path: ffprobePath)
        }
        let head = (try? FileHandle(forReadingFrom: url)).flatMap { handle in
            defer { try? handle.close() }
            return try? handle.read(upToCount: 16)
        }
        guard let head, let type = AudioType.sniff(head) else { throw .unsupportedType }
        let arguments = ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", url.path]
        let output = try await ProcessRunner.run(executable: ffprobePath, arguments: arguments)
        guard output.status == 0 else {
            throw .unreadable(detail: String(decoding: output.stderr, as: UTF8.self))
        }
        return try Self.interpret(output.stdout, type: type)
    }

    /// Turns ffprobe's JSON into `AudioInfo`, checking the streams agree with the container.
    static func interpret(_ json: Data, type: AudioType) throws(AudioProbeError) -> AudioInfo {
        guard let report = try? JSONDecoder().decode(FFProbeReport.self, from: json) else {
            throw .unreadable(detail: "unexpected ffprobe output")
        }
        let streams = report.streams ?? []
        // Cover art in an m4a shows up as a video stream flagged attached_pic; real video does not.
        let hasVideo = streams.contains { $0.codecType == "video" && $0.disposition?.attachedPic != 1 }
        guard let audio = streams.first(where: { $0.codecType == "audio" }), !hasVideo else {
            throw .noAudioStream
        }
        guard let codec = audio.codecName, type.accepts(codec: codec) else { throw .unsupportedType }
        guard let duration = (report.format?.duration ?? audio.duration).flatMap(Double.init), duration >= 0 else {
            throw .unreadable(detail: "no duration")
        }
        return AudioInfo(
            type: type, codec: codec, duration: duration,
            sampleRate: audio.sampleRate.flatMap { Int($0) }, channels: audio.channels)
    }
}

/// The part of `ffprobe -print_format json -show_format -show_streams` we read.
struct FFProbeReport: Decodable {
    struct Stream: Decodable {
        struct Disposition: Decodable {
            var attachedPic: Int?
            enum CodingKeys: String, CodingKey { case attachedPic = "attached_pic" }
        }
        var codecType: String?
        var codecName: String?
        var sampleRate: String?
        var channels: Int?
        var duration: String?
        var disposition: Disposition?
        enum CodingKeys: String, CodingKey {
            case codecType = "codec_type", codecName = "codec_name", sampleRate = "sample_rate"
            case channels, duration, disposition
        }
    }
    struct Format: Decodable {
        var duration: String?
    }
    var streams: [Stream]?
    var format: Format?
}
