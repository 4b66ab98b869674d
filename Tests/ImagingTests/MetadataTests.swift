import Foundation
import Testing

@testable import Imaging

@Suite("Photo metadata from EXIF")
struct MetadataTests {
    let processor: ImageProcessor

    init() throws {
        processor = try ImageProcessor()
    }

    @Test("GPS photo: size, capture date without offset, position in decimal degrees")
    func gpsPhoto() throws {
        // act
        let meta = try processor.metadata(of: try fixture("DSCN0010.jpg"))
        // check: 43° 28' 2.814" N, 11° 53' 6.456" E
        #expect(meta.type == .jpeg)
        #expect(meta.width == 640 && meta.height == 480)
        #expect(meta.orientation == 1)
        let captured = try #require(meta.capturedAt)
        #expect(captured.components.year == 2008 && captured.components.month == 10)
        #expect(captured.components.day == 22 && captured.components.hour == 16)
        #expect(captured.components.minute == 28 && captured.components.second == 39)
        #expect(captured.utcOffsetSeconds == nil)
        let location = try #require(meta.location)
        #expect(abs(location.latitude - (43 + 28.0 / 60 + 2.814 / 3600)) < 1e-6)
        #expect(abs(location.longitude - (11 + 53.0 / 60 + 6.45599999 / 3600)) < 1e-6)
    }

    @Test("suggested date without OffsetTimeOriginal uses the user's zone")
    func suggestedDateFallbackZone() throws {
        // setup
        let meta = try processor.metadata(of: try fixture("Canon_40D.jpg"))
        let istanbul = try #require(TimeZone(identifier: "Europe/Istanbul"))
        // act
        let resolved = try #require(meta.capturedAt?.resolved(fallback: istanbul))
        // check: 2008-05-30 15:56:01 in Istanbul (UTC+3 in summer 2008) = 12:56:01 UTC
        #expect(resolved.date == Date(timeIntervalSince1970: 1_212_152_161))
        #expect(resolved.utcOffsetSeconds == 3 * 3600)
        #expect(meta.location == nil)
    }

    @Test("OffsetTimeOriginal wins over the fallback zone")
    func offsetWins() throws {
        // setup
        let components = DateComponents(year: 2024, month: 1, day: 2, hour: 10, minute: 0, second: 0)
        let exif = ExifDateTime(components: components, utcOffsetSeconds: -5 * 3600)
        // act
        let resolved = try #require(exif.resolved(fallback: TimeZone(secondsFromGMT: 3 * 3600)!))
        // check: 10:00 at -05:00 = 15:00 UTC
        #expect(resolved.date == Date(timeIntervalSince1970: 1_704_207_600))
        #expect(resolved.utcOffsetSeconds == -5 * 3600)
    }

    @Test(
        "orientation and display size",
        arguments: [
            ("landscape_1.jpg", 1, 600, 450),
            ("landscape_6.jpg", 6, 600, 450),
            ("portrait_3.jpg", 3, 450, 600),
            ("portrait_8.jpg", 8, 450, 600),
        ])
    func orientation(name: String, orientation: Int, displayWidth: Int, displayHeight: Int) throws {
        // act
        let meta = try processor.metadata(of: try fixture(name))
        // check
        #expect(meta.orientation == orientation)
        #expect(meta.displayWidth == displayWidth && meta.displayHeight == displayHeight)
        #expect(meta.capturedAt == nil, "these photos carry no capture date")
    }

    @Test("images above the pixel limit are refused from the header")
    func pixelLimit() throws {
        // setup
        let strict = try ImageProcessor(maxPixels: 640 * 480 - 1)
        // act / check
        #expect(throws: ImagingError.tooManyPixels(width: 640, height: 480, limit: 640 * 480 - 1)) {
            try strict.metadata(of: try fixture("DSCN0010.jpg"))
        }
    }

    @Test("EXIF text parsing rejects zeroed dates and bad offsets")
    func exifText() {
        #expect(ExifText.dateTime("0000:00:00 00:00:00 (0000:00:00 00:00:00, ASCII, 20 components, 20 bytes)") == nil)
        #expect(ExifText.offset("+03:00 (+03:00, ASCII, 7 components, 7 bytes)") == 10_800)
        #expect(ExifText.offset("-09:30") == -34_200)
        #expect(ExifText.offset("03:00") == nil)
        #expect(ExifText.coordinate("10/1 0/0 0/1", ref: "S", limit: 90) == nil)
        #expect(ExifText.coordinate("33/1 30/1 0/1 (33, 30, 0)", ref: "S (S, ASCII)", limit: 90) == -33.5)
    }
}
