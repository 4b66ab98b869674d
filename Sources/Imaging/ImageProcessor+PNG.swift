import CVips
import Foundation

extension ImageProcessor {
    /// Encodes greyscale pixels (one byte each, row-major, 0 black … 255 white) as a PNG.
    ///
    /// - Parameters:
    ///   - bitDepth: 1, 2, 4 or 8. Two-tone art (QR codes) at 1 bit is a fraction of the size.
    ///   - dpi: written to the pHYs chunk, so printing at "actual size" gives the intended size.
    public func encodeGreyscalePNG(
        _ pixels: [UInt8], width: Int, height: Int, dpi: Double = 72, bitDepth: Int = 8
    ) throws(ImagingError) -> Data {
        guard width > 0, height > 0, pixels.count == width * height, [1, 2, 4, 8].contains(bitDepth) else {
            throw .processingFailed(detail: "greyscale PNG: \(pixels.count) bytes for \(width)×\(height) at \(bitDepth) bits")
        }
        let pixelsPerMillimetre = dpi / 25.4
        let result: Result<Data, ImagingError> = pixels.withUnsafeBytes { buffer in
            var bytes: UnsafeMutableRawPointer?
            var length = 0
            guard cvips_pngsave_grey(
                buffer.baseAddress, Int32(width), Int32(height), pixelsPerMillimetre, Int32(bitDepth), &bytes, &length)
                == 0, let bytes
            else { return .failure(.processingFailed(detail: Vips.takeError())) }
            defer { g_free(bytes) }
            return .success(Data(bytes: bytes, count: length))
        }
        return try result.get()
    }
}
