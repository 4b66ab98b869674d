import Foundation

extension AudioProbe {
    /// Decodes the first audio stream completely and returns how long it really is.
    ///
    /// A WAV header states the length of its samples, and a header can lie: 5 s declared with
    /// 95 s of samples behind it. ffmpeg's WAV reader trusts the stated length unless told
    /// `-ignore_length 1`, so for WAV it reads to the end of the file. The length is the decoded
    /// output's end time, which ffmpeg reports through `-progress`.
    public func decodedDuration(fileAt url: URL, type: AudioType) async throws(AudioProbeError) -> Double {
        guard FileManager.default.isExecutableFile(atPath: ffmpegPath) else {
            throw .ffmpegNotFound(path: ffmpegPath)
        }
        var arguments = ["-nostdin", "-v", "error"]
        if type == .wav { arguments += ["-ignore_length", "1"] }
        arguments += ["-i", url.path, "-map", "0:a:0", "-f", "null", "-progress", "pipe:1", "-"]
        let output = try await ProcessRunner.run(executable: ffmpegPath, arguments: arguments)
        guard output.status == 0 else {
            throw .corrupt(detail: String(decoding: output.stderr.prefix(500), as: UTF8.self))
        }
        guard let microseconds = Self.lastOutTime(String(decoding: output.stdout, as: UTF8.self)) else {
            throw .corrupt(detail: "no audio decoded")
        }
        return Double(microseconds) / 1_000_000
    }

    /// The last `out_time_us=` of ffmpeg's `-progress` report (`N/A` until something decoded).
    static func lastOutTime(_ progress: String) -> Int64? {
        progress.split(whereSeparator: \.isNewline).reversed().lazy
            .compactMap { line -> Int64? in
                guard line.hasPrefix("out_time_us=") else { return nil }
                return Int64(line.dropFirst("out_time_us=".count))
            }
            .first
    }
}
