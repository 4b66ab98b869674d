import CVips
import Foundation

/// A PNG made from an SVG document.
public struct RenderedPNG: Equatable, Sendable {
    public var png: Data
    public var width: Int
    public var height: Int
}

/// Pixels as 8-bit red, green, blue, alpha, row by row from the top left.
public struct RGBAPixels: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var bytes: [UInt8]

    /// The colour at (`x`, `y`).
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let offset = (y * width + x) * 4
        return (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }
}

extension ImageProcessor {
    /// Scales the SVG may be rendered at: 1× for a share card on the web, 3× for a phone's
    /// screen; beyond 10× a small document becomes a decompression bomb of our own making.
    public static let svgScales: ClosedRange<Double> = 0.1...10

    /// Renders an SVG document to PNG at `scale` times the document's own `width`×`height`.
    ///
    /// Only for SVG this server wrote (charts, recap cards): librsvg would read whatever an SVG
    /// references, which is why uploads are sniffed and never reach here. Text uses fontconfig's
    /// fonts; the chart export names DejaVu Sans, which the bootstrap installs.
    /// - Parameter opaque: for a document that paints its whole area (a recap card): the PNG is
    ///   written as RGB at zlib's fastest level, which takes about half the time.
    public func png(fromSVG svg: Data, scale: Double = 1, opaque: Bool = false) throws(ImagingError) -> RenderedPNG {
        guard Self.svgScales.contains(scale) else {
            throw .processingFailed(detail: "SVG scale \(scale) is outside \(Self.svgScales)")
        }
        let result: Result<RenderedPNG, ImagingError> = svg.withUnsafeBytes { buffer in
            var image: UnsafeMutablePointer<VipsImage>?
            guard cvips_svgload_buffer(buffer.baseAddress, buffer.count, &image, scale) == 0, let image else {
                return .failure(.undecodable(detail: Vips.takeError()))
            }
            defer { cvips_unref(image) }
            do throws(ImagingError) { try checkPixels(image) } catch { return .failure(error) }
            var bytes: UnsafeMutableRawPointer?
            var length = 0
            let saved = opaque ? cvips_pngsave_opaque(image, &bytes, &length, 1) : cvips_pngsave(image, &bytes, &length)
            guard saved == 0, let bytes else {
                return .failure(.processingFailed(detail: Vips.takeError()))
            }
            defer { g_free(bytes) }
            return .success(
                RenderedPNG(
                    png: Data(bytes: bytes, count: length), width: Int(vips_image_get_width(image)),
                    height: Int(vips_image_get_height(image))))
        }
        return try result.get()
    }

    /// Decodes an image (PNG, JPEG, WebP, HEIC) to RGBA pixels, refusing more than `maxPixels`.
    public func rgbaPixels(of data: Data) throws(ImagingError) -> RGBAPixels {
        _ = try metadata(of: data)  // sniffs the type and checks the pixel limit from the header
        let result: Result<RGBAPixels, ImagingError> = data.withUnsafeBytes { buffer in
            var width: Int32 = 0
            var height: Int32 = 0
            var size = 0
            guard let pixels = cvips_rgba_pixels(buffer.baseAddress, buffer.count, &width, &height, &size) else {
                return .failure(.undecodable(detail: Vips.takeError()))
            }
            defer { g_free(pixels) }
            let bytes = [UInt8](UnsafeRawBufferPointer(start: pixels, count: size))
            return .success(RGBAPixels(width: Int(width), height: Int(height), bytes: bytes))
        }
        return try result.get()
    }
}
