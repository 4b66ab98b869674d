import Foundation
import MemoryKit

/// What a photo says about itself (EXIF), for suggestions (the date and place to suggest: docs/apps/memory.md#adding).
public struct PhotoFacts: Equatable, Sendable {
    /// The moment it was taken, with the offset to show it in (`OffsetTimeOriginal`, else the
    /// person's zone at that moment).
    public var capturedAt: Date?
    public var utcOffsetSeconds: Int?
    public var location: Location?

    public init(capturedAt: Date? = nil, utcOffsetSeconds: Int? = nil, location: Location? = nil) {
        self.capturedAt = capturedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.location = location
    }

    /// Reads EXIF's `DateTimeOriginal` (`2008:10:22 16:28:39`) with `OffsetTimeOriginal`
    /// (`+03:00`); without an offset the wall time is read in `fallback` (cameras keep local time).
    public static func exifDate(_ text: String, offset: String?, fallback: TimeZone) -> (date: Date, utcOffsetSeconds: Int)? {
        let digits = text.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "-" || $0 == "T" }).compactMap { Int($0) }
        guard digits.count >= 6 else { return nil }
        let zone = offset.flatMap(parseOffset).flatMap(TimeZone.init(secondsFromGMT:)) ?? fallback
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = DateComponents(
            year: digits[0], month: digits[1], day: digits[2], hour: digits[3], minute: digits[4], second: digits[5])
        guard (1...12).contains(digits[1]), (1...31).contains(digits[2]), let date = calendar.date(from: parts) else {
            return nil
        }
        return (date, zone.secondsFromGMT(for: date))
    }

    /// `+03:00` / `-05:30` / `Z` → seconds east of UTC.
    static func parseOffset(_ text: String) -> Int? {
        if text == "Z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let parts = text.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, (0...14).contains(parts[0]), (0...59).contains(parts[1]) else { return nil }
        return (sign == "-" ? -1 : 1) * (parts[0] * 3600 + parts[1] * 60)
    }
}

/// Reads a photo's facts: ImageIO on Apple platforms (`ImageIOPhotoReader`), libvips in the
/// command-line client, anything in tests.
public protocol PhotoMetadataReading: Sendable {
    func facts(ofFileAt url: URL) throws -> PhotoFacts
}

#if canImport(ImageIO)
    import ImageIO

    /// `PhotoMetadataReading` through ImageIO (no pixels decoded).
    public struct ImageIOPhotoReader: PhotoMetadataReading {
        public init() {}

        public func facts(ofFileAt url: URL) throws -> PhotoFacts {
            guard let source = CGImageSourceCreateWithURL(url as CFURL, nil),
                let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
            else { return PhotoFacts() }
            var facts = PhotoFacts()
            if let exif = properties[kCGImagePropertyExifDictionary] as? [CFString: Any],
                let original = exif[kCGImagePropertyExifDateTimeOriginal] as? String,
                let resolved = PhotoFacts.exifDate(
                    original, offset: exif[kCGImagePropertyExifOffsetTimeOriginal] as? String, fallback: .current)
            {
                facts.capturedAt = resolved.date
                facts.utcOffsetSeconds = resolved.utcOffsetSeconds
            }
            if let gps = properties[kCGImagePropertyGPSDictionary] as? [CFString: Any],
                let latitude = gps[kCGImagePropertyGPSLatitude] as? Double,
                let longitude = gps[kCGImagePropertyGPSLongitude] as? Double
            {
                let south = (gps[kCGImagePropertyGPSLatitudeRef] as? String) == "S"
                let west = (gps[kCGImagePropertyGPSLongitudeRef] as? String) == "W"
                facts.location = Location(latitude: south ? -latitude : latitude, longitude: west ? -longitude : longitude)
            }
            return facts
        }
    }
#endif
