import Foundation
import Imaging
import ReferenceTools
import Testing

/// The places the first scrubber missed (issue 38): each fixture is made by
/// Fixtures/make-location-holes.sh with ImageMagick and exiftool.
@Suite("Location hidden where the first scrubber did not look: gone, the picture the same")
struct LocationHoleTests {
    static let holes = [
        "hole-png-raw-exif.png", "hole-imagemagick.png", "hole-png-itxt-deflated-xmp.png", "hole-png-text-xmp.png",
        "hole-jpeg-trailer.jpg", "hole-jpeg-after-scan.jpg", "hole-webp-trailer.webp", "hole-heic-trailer.heic",
    ]

    @Test("no place left for exiftool or in the bytes; the same pixels; no new complaint", arguments: holes)
    func holeClosed(_ name: String) async throws {
        // setup
        let original = try fixture(name)
        #expect(await !ExifTool.places(in: original, name: name).isEmpty, "the fixture hides a place")
        let imaging = try ImageProcessor()
        // act
        let scrubbed = try LocationScrubber.scrubbed(original)
        // check
        let left = await ExifTool.places(in: scrubbed, name: name)
        #expect(left.isEmpty, "left behind: \(left)")
        #expect(try imaging.thumbnail(of: scrubbed, longEdge: 64).jpeg == imaging.thumbnail(of: original, longEdge: 64).jpeg)
        let complaints = { (data: Data) async throws in
            Set(try await ExifTool.read(data, name: name).split(separator: "\n").filter { $0.contains("Warning") || $0.contains("Error") })
        }
        let before = try await complaints(original)
        #expect(try await complaints(scrubbed).isSubset(of: before))
        #expect(try LocationScrubber.scrubbed(scrubbed) == scrubbed, "a second pass changes nothing")
    }

    @Test("scrubFile drops in place of the file: the same bytes as scrubbed(_:), nothing left beside it")
    func fileRewritten() throws {
        // setup
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("photo.jpg")
        let original = try fixture("hole-jpeg-trailer.jpg")
        try original.write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        // act
        let changed = try LocationScrubber.scrubFile(at: url)
        // check
        #expect(try Data(contentsOf: url) == LocationScrubber.scrubbed(original))
        #expect(changed >= original.count - (try Data(contentsOf: url)).count)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photo.jpg"])
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test("a JPEG keeps its image up to EOI byte for byte, and a WebP's RIFF size follows a dropped chunk")
    func structureKept() throws {
        // setup
        let jpeg = try fixture("hole-jpeg-trailer.jpg")
        let webp = try fixture("small.webp")
        let unknown = Data("zzZz".utf8) + Data([4, 0, 0, 0]) + Data("junk".utf8)
        var grown = webp + unknown
        let size = UInt32(webp.count - 8 + unknown.count)
        grown.replaceSubrange(4..<8, with: withUnsafeBytes(of: size.littleEndian) { Data($0) })
        // act
        let scrubbedJPEG = try LocationScrubber.scrubbed(jpeg)
        let scrubbedWebP = try LocationScrubber.scrubbed(grown)
        // check
        #expect(jpeg.prefix(scrubbedJPEG.count) == scrubbedJPEG)
        #expect(scrubbedJPEG.suffix(2) == Data([0xFF, 0xD9]))
        #expect(scrubbedWebP == webp)
    }
}
