import Foundation

/// What Memory Recap reads from a photo: enough to suggest a date and a place and to lay it out.
public struct ImageMetadata: Equatable, Sendable {
    /// The format decided from the bytes.
    public var type: ImageType
    /// Stored pixel width, before EXIF orientation is applied.
    public var width: Int
    /// Stored pixel height, before EXIF orientation is applied.
    public var height: Int
    /// EXIF orientation 1…8 (1 when absent).
    public var orientation: Int
    /// `DateTimeOriginal` with `OffsetTimeOriginal` when the camera wrote one.
    public var capturedAt: ExifDateTime?
    /// GPS position in decimal degrees (WGS-84), when present and valid.
    public var location: GeoPoint?

    public init(
        type: ImageType, width: Int, height: Int, orientation: Int = 1,
        capturedAt: ExifDateTime? = nil, location: GeoPoint? = nil
    ) {
        self.type = type
        self.width = width
        self.height = height
        self.orientation = orientation
        self.capturedAt = capturedAt
        self.location = location
    }

    /// Orientations 5…8 turn the picture by 90°, so width and height swap on display.
    public var isRotatedQuarterTurn: Bool { (5...8).contains(orientation) }

    /// Width as a viewer shows it, after orientation.
    public var displayWidth: Int { isRotatedQuarterTurn ? height : width }

    /// Height as a viewer shows it, after orientation.
    public var displayHeight: Int { isRotatedQuarterTurn ? width : height }
}

/// A latitude/longitude pair in decimal degrees.
public struct GeoPoint: Equatable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// An EXIF local date-time (`2008:10:22 16:28:39`) with its UTC offset when the camera knew it.
public struct ExifDateTime: Equatable, Sendable {
    /// Wall-clock fields as the camera wrote them.
    public var components: DateComponents
    /// Seconds east of UTC from `OffsetTimeOriginal`, or `nil` when the photo has none.
    public var utcOffsetSeconds: Int?

    public init(components: DateComponents, utcOffsetSeconds: Int?) {
        self.components = components
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The instant the photo was taken, plus the offset to show it in.
    ///
    /// Without `OffsetTimeOriginal` the wall-clock time is read in `fallback` (the user's
    /// zone): cameras keep local time, so that guess is right far more often than UTC.
    public func resolved(fallback: TimeZone) -> (date: Date, utcOffsetSeconds: Int)? {
        let zone = utcOffsetSeconds.flatMap(TimeZone.init(secondsFromGMT:)) ?? fallback
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let date = calendar.date(from: components) else { return nil }
        return (date, zone.secondsFromGMT(for: date))
    }
}
