/// Size and length limits for uploads; the server reads them from its configuration.
public struct MediaLimits: Equatable, Sendable {
    /// Longest voice diary in seconds (60 by default: docs/apps/memory.md#adding).
    public var maxAudioSeconds: Double
    /// Largest accepted file in bytes.
    public var maxFileBytes: Int

    public init(maxAudioSeconds: Double = 60, maxFileBytes: Int = 25 * 1024 * 1024) {
        self.maxAudioSeconds = maxAudioSeconds
        self.maxFileBytes = maxFileBytes
    }

    /// Why an upload breaks a limit; the server answers 413 and 422 respectively.
    public enum Violation: Error, Equatable, Sendable {
        case fileTooLarge(bytes: Int, limit: Int)
        case audioTooLong(seconds: Double, limit: Double)
    }

    /// Throws when a file is larger than `maxFileBytes`.
    public func checkSize(_ bytes: Int) throws(Violation) {
        if bytes > maxFileBytes { throw .fileTooLarge(bytes: bytes, limit: maxFileBytes) }
    }

    /// Throws when a recording is longer than `maxAudioSeconds`.
    public func checkAudio(seconds: Double) throws(Violation) {
        if seconds > maxAudioSeconds { throw .audioTooLong(seconds: seconds, limit: maxAudioSeconds) }
    }
}
