import Foundation

/// The image formats Memory Recap accepts, decided from the bytes, never from a file name or header.
public enum ImageType: String, Sendable, CaseIterable {
    case jpeg
    case png
    case heic
    case webp

    /// The media type to store and serve the original with.
    public var mimeType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .heic: "image/heic"
        case .webp: "image/webp"
        }
    }

    /// Brands of an ISO-BMFF `ftyp` box that mean HEIF images coded with HEVC.
    private static let heicBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx"]
    /// Generic HEIF brands: HEIC only when a HEVC brand is listed as compatible.
    private static let genericHeifBrands: Set<String> = ["mif1", "msf1"]

    /// Recognises the format from the first bytes (magic numbers), or returns `nil`.
    ///
    /// Sniffing happens before libvips sees the data, because libvips would also happily
    /// load SVG, PDF or other formats we must not accept from users.
    public static func sniff(_ data: Data) -> ImageType? {
        let bytes = [UInt8](data.prefix(64))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.count >= 12, ascii(bytes, 0..<4) == "RIFF", ascii(bytes, 8..<12) == "WEBP" { return .webp }
        if isHEIC(bytes) { return .heic }
        return nil
    }

    private static func isHEIC(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 16, ascii(bytes, 4..<8) == "ftyp" else { return false }
        let boxSize = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let major = ascii(bytes, 8..<12)
        if heicBrands.contains(major) { return true }
        guard genericHeifBrands.contains(major) else { return false }
        // Compatible brands follow the 4-byte minor version, up to the end of the box.
        var offset = 16
        while offset + 4 <= min(boxSize, bytes.count) {
            if heicBrands.contains(ascii(bytes, offset..<offset + 4)) { return true }
            offset += 4
        }
        return false
    }

    private static func ascii(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
