import Foundation
import Imaging
import ReferenceTools
import Testing

@Suite("Location scrubbing: GPS, XMP and IPTC places gone, pixels and other metadata untouched")
struct LocationScrubberTests {
    static let formats = ["gps-xmp.jpg", "DSCN0010.jpg", "gps.png", "gps.webp", "gps.heic"]

    @Test("exiftool finds no location tag after scrubbing; title and orientation remain", arguments: formats)
    func noLocationLeft(_ name: String) async throws {
        // setup
        let original = try fixture(name)
        #expect(try await ExifTool.read(original, name: name).contains("GPSLatitude"), "the fixture has GPS to remove")
        // act
        let scrubbed = try LocationScrubber.scrubbed(original)
        let tags = try await ExifTool.read(scrubbed, name: name)
        // check
        // A tag left with a blank value (IPTC datasets are blanked in place) holds no place.
        let leaked = tags.split(separator: "\n").filter { line in
            let value = line.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces) ?? ""
            return ["GPS", "City", "Country", "Location", "Sublocation", "Province"].contains { line.contains($0) }
                && !value.isEmpty
        }
        #expect(leaked.isEmpty, "left behind: \(leaked)")
        #expect(try ImageProcessor().metadata(of: scrubbed).location == nil)
        #expect(tags.contains("Orientation"))
        if name != "DSCN0010.jpg" { #expect(tags.contains("Keep me"), "other XMP survives") }
        let before = try await ExifTool.read(original, name: name).split(separator: "\n").filter { $0.contains("Warning") || $0.contains("Error") }
        let after = tags.split(separator: "\n").filter { $0.contains("Warning") || $0.contains("Error") }
        #expect(after == before, "no new complaint: still a valid file")
    }

    @Test("the image data is the same: same size, same decoded pixels", arguments: formats)
    func pixelsUntouched(_ name: String) throws {
        // setup
        let original = try fixture(name)
        let imaging = try ImageProcessor()
        // act
        let scrubbed = try LocationScrubber.scrubbed(original)
        // check: identical pixels give identical (deterministic) thumbnails
        #expect(scrubbed.count == original.count)
        #expect(scrubbed != original)
        #expect(try imaging.thumbnail(of: scrubbed, longEdge: 64).jpeg == imaging.thumbnail(of: original, longEdge: 64).jpeg)
    }

    @Test("a JPEG's compressed scan is byte for byte the original's; IPTC keeps its caption")
    func jpegScanUntouched() async throws {
        // setup
        let original = try fixture("gps-xmp.jpg")
        // act
        let scrubbed = try LocationScrubber.scrubbed(original)
        // check
        let scan = try #require(startOfScan(original))
        #expect(scrubbed[scan...] == original[scan...])
        let tags = try await ExifTool.read(scrubbed, name: "gps-xmp.jpg")
        #expect(tags.contains("Keep caption"))
    }

    @Test("scrubFile works in place and a second pass changes nothing")
    func inPlace() throws {
        // setup
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scrub-\(UUID().uuidString).jpg")
        try fixture("DSCN0010.jpg").write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let first = try LocationScrubber.scrubFile(at: url)
        let afterFirst = try Data(contentsOf: url)
        let second = try LocationScrubber.scrubFile(at: url)
        let afterSecond = try Data(contentsOf: url)
        // check
        #expect(first > 0)
        #expect(try ImageProcessor().metadata(of: afterFirst).location == nil)
        #expect(second == 0 || afterSecond == afterFirst)
    }

    @Test("truncated and foreign bytes neither crash nor change anything", arguments: [10, 100, 1_000, 5_000])
    func truncated(_ length: Int) throws {
        // setup
        for name in Self.formats {
            let cut = try fixture(name).prefix(length)
            // act, check: no trap; whatever is patched stays inside the data
            let scrubbed = try LocationScrubber.scrubbed(Data(cut))
            #expect(scrubbed.count == cut.count)
        }
        #expect(try LocationScrubber.scrubbed(Data("plain text".utf8)) == Data("plain text".utf8))
    }
}

/// Where a JPEG's entropy-coded image data starts: its first SOS marker at the top level (an
/// EXIF thumbnail has its own SOS inside APP1, which this walk steps over).
func startOfScan(_ jpeg: Data) -> Int? {
    let bytes = [UInt8](jpeg)
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
        if bytes[offset + 1] == 0xDA { return offset }
        offset += 2 + Int(bytes[offset + 2]) << 8 + Int(bytes[offset + 3])
    }
    return nil
}
