import CVips
import Foundation

/// The one entry point to libvips: sniffing, metadata and thumbnails.
///
/// A value type with no mutable state; share it freely across tasks. Originals are only
/// ever read: every operation works on a borrowed view of the caller's bytes.
///
/// Header reads (`sniff`, `metadata`) are cheap and synchronous. A whole decode is not: those
/// entry points are `async`, take a `MediaWork.Priority` and run on `work`, the bounded executor
/// (a request waiting for its upload goes `.upload`, a job `.background`). Other synchronous
/// work that decodes (`thumbnail(of:longEdge:quality:)`, SVG, PNG) is for callers that are not
/// async or already run inside `work.run`.
public struct ImageProcessor: Sendable {
    /// Largest accepted image in pixels (width × height); larger uploads are refused before decoding.
    public var maxPixels: Int

    /// Where this processor's heavy work runs; the server's `MediaWork.shared` unless a test
    /// gives its own.
    public let work: MediaWork

    /// Starts libvips if needed. `maxPixels` defaults to 100 megapixels.
    public init(maxPixels: Int = 100_000_000, work: MediaWork = .shared) throws(ImagingError) {
        try Vips.start()
        self.maxPixels = maxPixels
        self.work = work
    }

    /// The format of `data`, or `ImagingError.unsupportedType`.
    public func sniff(_ data: Data) throws(ImagingError) -> ImageType {
        guard let type = ImageType.sniff(data) else { throw .unsupportedType }
        return type
    }

    /// Reads dimensions, orientation, capture date and GPS without decoding pixels.
    public func metadata(of data: Data) throws(ImagingError) -> ImageMetadata {
        let type = try sniff(data)
        return try withImage(data) { image throws(ImagingError) in
            try checkPixels(image)
            return ImageMetadata(
                type: type,
                width: Int(vips_image_get_width(image)),
                height: Int(vips_image_get_height(image)),
                orientation: Self.int(image, "orientation").flatMap { (1...8).contains($0) ? $0 : nil } ?? 1,
                capturedAt: Self.capturedAt(image),
                location: Self.location(image)
            )
        }
    }

    /// Borrows `data` for the lifetime of a header-only libvips image.
    ///
    /// `vips_image_new_from_buffer` does not copy, so the image must not outlive the closure.
    private func withImage<T>(
        _ data: Data, _ body: (UnsafeMutablePointer<VipsImage>) throws(ImagingError) -> T
    ) throws(ImagingError) -> T {
        let result: Result<T, ImagingError> = data.withUnsafeBytes { buffer in
            guard let image = cvips_image_from_buffer(buffer.baseAddress, buffer.count) else {
                return .failure(.undecodable(detail: Vips.takeError()))
            }
            defer { cvips_unref(image) }
            do throws(ImagingError) { return .success(try body(image)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    func checkPixels(_ image: UnsafeMutablePointer<VipsImage>) throws(ImagingError) {
        let width = Int(vips_image_get_width(image))
        let height = Int(vips_image_get_height(image))
        if width.multipliedReportingOverflow(by: height).partialValue > maxPixels || width * height < 0 {
            throw .tooManyPixels(width: width, height: height, limit: maxPixels)
        }
    }

    static func int(_ image: UnsafeMutablePointer<VipsImage>, _ name: String) -> Int? {
        var value: Int32 = 0
        return cvips_get_int(image, name, &value) == 0 ? Int(value) : nil
    }

    static func string(_ image: UnsafeMutablePointer<VipsImage>, _ name: String) -> String? {
        var value: UnsafePointer<CChar>?
        guard cvips_get_string(image, name, &value) == 0, let value else { return nil }
        return String(cString: value)
    }

    private static func capturedAt(_ image: UnsafeMutablePointer<VipsImage>) -> ExifDateTime? {
        guard let text = string(image, "exif-ifd2-DateTimeOriginal"),
            let components = ExifText.dateTime(text)
        else { return nil }
        let offset = string(image, "exif-ifd2-OffsetTimeOriginal").flatMap(ExifText.offset)
        return ExifDateTime(components: components, utcOffsetSeconds: offset)
    }

    private static func location(_ image: UnsafeMutablePointer<VipsImage>) -> GeoPoint? {
        guard
            let lat = string(image, "exif-ifd3-GPSLatitude").flatMap({
                ExifText.coordinate($0, ref: string(image, "exif-ifd3-GPSLatitudeRef"), limit: 90)
            }),
            let lon = string(image, "exif-ifd3-GPSLongitude").flatMap({
                ExifText.coordinate($0, ref: string(image, "exif-ifd3-GPSLongitudeRef"), limit: 180)
            })
        else { return nil }
        // Receivers without a fix often write zeros; (0, 0) is in the Gulf of Guinea, not a photo spot.
        if lat == 0 && lon == 0 { return nil }
        return GeoPoint(latitude: lat, longitude: lon)
    }
}
