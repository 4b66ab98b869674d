import CVips
import Foundation

/// A JPEG thumbnail, upright, with no metadata at all.
public struct Thumbnail: Equatable, Sendable {
    /// JPEG bytes without EXIF, GPS, XMP or ICC blocks.
    public var jpeg: Data
    public var width: Int
    public var height: Int
}

extension ImageProcessor {
    /// Makes an upright JPEG thumbnail whose long edge is at most `longEdge` pixels.
    ///
    /// libvips shrinks while decoding (JPEG DCT scaling, HEIC/WebP thumbnails), applies the
    /// EXIF orientation and never enlarges a smaller photo. The JPEG is written with `strip`,
    /// so no EXIF, and above all no GPS, survives into a thumbnail that may be shared.
    ///
    /// Blocking: for callers that are not async or already run inside `work.run`.
    public func thumbnail(of data: Data, longEdge: Int, quality: Int = 82) throws(ImagingError) -> Thumbnail {
        _ = try sniff(data)
        try metadataGate(data)
        let result: Result<Thumbnail, ImagingError> = data.withUnsafeBytes { buffer in
            var out: UnsafeMutablePointer<VipsImage>?
            guard cvips_thumbnail_buffer(buffer.baseAddress, buffer.count, &out, Int32(longEdge)) == 0,
                let out
            else { return .failure(.processingFailed(detail: Vips.takeError())) }
            defer { cvips_unref(out) }
            return Self.encode(out, quality: quality)
        }
        return try result.get()
    }

    /// `thumbnail(of:longEdge:quality:)` on `work` at `priority`, for async callers.
    public func thumbnail(
        of data: Data, longEdge: Int, quality: Int = 82, priority: MediaWork.Priority
    ) async throws -> Thumbnail {
        try await work.run(priority) { try thumbnail(of: data, longEdge: longEdge, quality: quality) }
    }

    /// Same as `thumbnail(of:longEdge:quality:)` for a file on disk, which lets libvips read
    /// only what it needs instead of the caller loading the whole original into memory. Runs on
    /// `work` at `priority`.
    public func thumbnail(
        ofFileAt url: URL, longEdge: Int, quality: Int = 82, priority: MediaWork.Priority
    ) async throws -> Thumbnail {
        try await work.run(priority) { try thumbnail(ofFileAt: url, longEdge: longEdge, quality: quality) }
    }

    /// The blocking file thumbnail, only reachable through `work` outside this module (and its tests).
    func thumbnail(ofFileAt url: URL, longEdge: Int, quality: Int = 82) throws(ImagingError) -> Thumbnail {
        _ = try sniff(fileAt: url)
        var out: UnsafeMutablePointer<VipsImage>?
        guard cvips_thumbnail_file(url.path, &out, Int32(longEdge)) == 0, let out else {
            throw .processingFailed(detail: Vips.takeError())
        }
        defer { cvips_unref(out) }
        try checkPixels(out)
        return try Self.encode(out, quality: quality).get()
    }

    /// Refuses undecodable or oversized images from their header before any pixel work.
    private func metadataGate(_ data: Data) throws(ImagingError) {
        _ = try metadata(of: data)
    }

    private static func encode(_ image: UnsafeMutablePointer<VipsImage>, quality: Int) -> Result<Thumbnail, ImagingError> {
        var bytes: UnsafeMutableRawPointer?
        var length = 0
        guard cvips_jpegsave_stripped(image, &bytes, &length, Int32(quality)) == 0, let bytes else {
            return .failure(.processingFailed(detail: Vips.takeError()))
        }
        defer { g_free(bytes) }
        return .success(
            Thumbnail(
                jpeg: Data(bytes: bytes, count: length),
                width: Int(vips_image_get_width(image)),
                height: Int(vips_image_get_height(image))))
    }
}
