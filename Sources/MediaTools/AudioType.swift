import Foundation

/// Audio containers Memory Recap accepts for voice diaries, decided from the bytes.
public enum AudioType: String, Sendable, CaseIterable {
    /// MPEG-4 audio (`.m4a`), what iOS records: AAC (or ALAC) in an ISO-BMFF container.
    case m4a
    /// Raw AAC in ADTS frames (`.aac`).
    case aac
    /// RIFF/WAVE, usually PCM.
    case wav

    /// The media type to store and serve the original with.
    public var mimeType: String {
        switch self {
        case .m4a: "audio/mp4"
        case .aac: "audio/aac"
        case .wav: "audio/wav"
        }
    }

    /// Codecs (ffprobe `codec_name`) that may live in this container.
    func accepts(codec: String) -> Bool {
        switch self {
        case .m4a: ["aac", "alac"].contains(codec)
        case .aac: codec == "aac"
        case .wav: codec.hasPrefix("pcm_")
        }
    }

    /// ISO-BMFF major brands seen on audio-only MPEG-4 files. Generic brands (isom, mp42)
    /// also cover video, so ffprobe must still confirm there is only audio.
    private static let mp4Brands: Set<String> = ["M4A ", "M4B ", "mp42", "mp41", "isom", "iso2", "iso5", "iso6"]

    /// Recognises the container from the first bytes, or returns `nil`.
    public static func sniff(_ data: Data) -> AudioType? {
        let bytes = [UInt8](data.prefix(16))
        guard bytes.count >= 12 else {
            return isADTS(bytes) ? .aac : nil
        }
        if ascii(bytes, 0..<4) == "RIFF", ascii(bytes, 8..<12) == "WAVE" { return .wav }
        if ascii(bytes, 4..<8) == "ftyp", mp4Brands.contains(ascii(bytes, 8..<12)) { return .m4a }
        return isADTS(bytes) ? .aac : nil
    }

    /// ADTS frame header: 12-bit sync word 0xFFF, then MPEG version and layer bits 00.
    private static func isADTS(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 7 && bytes[0] == 0xFF && bytes[1] & 0xF6 == 0xF0
    }

    private static func ascii(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
