import Foundation
import Imaging

extension QRCode {
    /// Pixels per module for a rendering at least `minimumSide` pixels wide, quiet zone included.
    /// Whole pixels per module keep every edge sharp (a scaled, blurry QR was a reported bug).
    public func pixelsPerModule(minimumSide: Int) -> Int {
        max(1, Int((Double(minimumSide) / Double(sizeWithQuietZone)).rounded(.up)))
    }

    /// A 1-bit greyscale PNG, quiet zone included, tagged with `dpi` so a print dialog sizes it
    /// right. The default makes a code of at least 1,200 pixels: 10 cm at 300 dpi, enough for a
    /// poster, and the A6 card's 5 cm at 600 dpi.
    public func png(minimumSide: Int = 1200, dpi: Double = 300, imaging: ImageProcessor) throws(QRCodeError) -> Data {
        let scale = pixelsPerModule(minimumSide: minimumSide)
        let side = sizeWithQuietZone * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for row in 0..<size {
            for column in 0..<size where isDark(row: row, column: column) {
                let top = (row + Self.quietZone) * scale
                let left = (column + Self.quietZone) * scale
                for y in top..<top + scale {
                    let start = y * side + left
                    pixels.replaceSubrange(start..<start + scale, with: repeatElement(0, count: scale))
                }
            }
        }
        do {
            return try imaging.encodeGreyscalePNG(pixels, width: side, height: side, dpi: dpi, bitDepth: 1)
        } catch {
            throw .renderingFailed(detail: String(describing: error))
        }
    }
}
