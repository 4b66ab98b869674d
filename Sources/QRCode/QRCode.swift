import CQRencode
import Foundation

/// A QR code symbol: a square of dark and light modules, made by libqrencode.
///
/// Renderings (`svg`, `png`) add the quiet zone the standard asks for around the symbol, so a
/// printed or shared code scans even on a busy background.
public struct QRCode: Sendable, Equatable {
    /// How much of the symbol may be damaged or covered and still decode.
    public enum Correction: Sendable {
        /// About 7 %.
        case low
        /// About 15 %.
        case medium
        /// About 25 %: what printed cards and screens get (a thumb, a glare, a crease).
        case quartile
        /// About 30 %.
        case high

        var level: QRecLevel {
            switch self {
            case .low: QR_ECLEVEL_L
            case .medium: QR_ECLEVEL_M
            case .quartile: QR_ECLEVEL_Q
            case .high: QR_ECLEVEL_H
            }
        }
    }

    /// Modules per side, without the quiet zone.
    public let size: Int
    /// Row-major, `true` for a dark module.
    public let modules: [Bool]

    /// Light modules around the symbol in every rendering (ISO/IEC 18004 asks for 4).
    public static let quietZone = 4

    /// Encodes `text` as UTF-8 bytes in the smallest version that holds it at `correction`.
    public init(encoding text: String, correction: Correction = .quartile) throws(QRCodeError) {
        guard !text.isEmpty else { throw .empty }
        let bytes = Array(text.utf8)
        // encodeData takes bytes and a length: no NUL-termination trap, and 8-bit mode keeps the
        // URL's case exactly as given.
        guard let symbol = QRcode_encodeData(Int32(bytes.count), bytes, 0, correction.level) else {
            throw .tooLong(bytes: bytes.count)
        }
        defer { QRcode_free(symbol) }
        let width = Int(symbol.pointee.width)
        // Bit 0 of each byte is the module's colour; the other bits describe its role.
        let data = UnsafeBufferPointer(start: symbol.pointee.data, count: width * width)
        size = width
        modules = data.map { $0 & 1 == 1 }
    }

    /// Whether the module at `row`, `column` is dark; the quiet zone and beyond are light.
    public func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }

    /// Modules per side including the quiet zone on both sides.
    public var sizeWithQuietZone: Int { size + 2 * Self.quietZone }
}

/// Why a QR code could not be made.
public enum QRCodeError: Error, Equatable, Sendable {
    case empty
    /// More bytes than a version-40 symbol holds at the chosen correction level.
    case tooLong(bytes: Int)
    /// The PNG encoder failed (`detail` is for logs).
    case renderingFailed(detail: String)
}
