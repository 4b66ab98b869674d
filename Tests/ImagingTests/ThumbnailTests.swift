import Foundation
import Testing

@testable import Imaging

@Suite("Thumbnails")
struct ThumbnailTests {
    let processor: ImageProcessor

    init() throws {
        processor = try ImageProcessor()
    }

    @Test(
        "upright after rotation, long edge fitted",
        arguments: [
            ("landscape_1.jpg", 256, 256, 192),
            ("landscape_6.jpg", 256, 256, 192),
            ("portrait_3.jpg", 256, 192, 256),
            ("portrait_8.jpg", 256, 192, 256),
            ("DSCN0010.jpg", 256, 256, 192),
            ("DSCN0010.jpg", 1024, 640, 480),
        ])
    func dimensions(name: String, longEdge: Int, width: Int, height: Int) throws {
        // act
        let thumb = try processor.thumbnail(of: try fixture(name), longEdge: longEdge)
        // check: the encoded JPEG itself is upright (orientation 1) with the expected size
        #expect(thumb.width == width && thumb.height == height)
        let decoded = try processor.metadata(of: thumb.jpeg)
        #expect(decoded.type == .jpeg)
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.orientation == 1)
    }

    @Test("no EXIF date or GPS survives into a thumbnail")
    func stripped() throws {
        // setup
        let original = try fixture("DSCN0010.jpg")
        // act
        let thumb = try processor.thumbnail(of: original, longEdge: 256)
        let meta = try processor.metadata(of: thumb.jpeg)
        // check
        #expect(meta.location == nil)
        #expect(meta.capturedAt == nil)
        #expect(thumb.jpeg.range(of: Data("Exif".utf8)) == nil)
        #expect(original == (try fixture("DSCN0010.jpg")), "the original bytes stay untouched")
    }

    @Test("from a file: same result as from memory")
    func fromFile() async throws {
        // act
        let fromFile = try await processor.thumbnail(ofFileAt: try fixtureURL("landscape_6.jpg"), longEdge: 256, priority: .background)
        let fromMemory = try processor.thumbnail(of: try fixture("landscape_6.jpg"), longEdge: 256)
        // check
        #expect(fromFile.width == fromMemory.width && fromFile.height == fromMemory.height)
        #expect(fromFile.width == 256)
    }

    @Test(
        "PNG and WebP decode too, and come out as JPEG",
        arguments: [("small.png", ImageType.png), ("small.webp", .webp)])
    func otherFormats(name: String, type: ImageType) throws {
        // setup (fixtures made with ffmpeg from landscape_1.jpg scaled to 60×45)
        let data = try fixture(name)
        // act
        let meta = try processor.metadata(of: data)
        let thumb = try processor.thumbnail(of: data, longEdge: 32)
        // check
        #expect(meta.type == type)
        #expect(meta.width == 60 && meta.height == 45)
        #expect(thumb.width == 32 && thumb.height == 24)
        #expect(ImageType.sniff(thumb.jpeg) == .jpeg)
    }

    @Test("a small photo is not enlarged")
    func notEnlarged() throws {
        // act
        let thumb = try processor.thumbnail(of: try fixture("Canon_40D.jpg"), longEdge: 256)
        // check
        #expect(thumb.width == 100 && thumb.height == 68)
    }

    @Test("concurrent thumbnails all succeed (libvips started once, shared safely)")
    func concurrent() async throws {
        // setup
        let data = try fixture("portrait_8.jpg")
        let processor = self.processor
        // act
        let sizes = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask { let t = try processor.thumbnail(of: data, longEdge: 128); return [t.width, t.height] }
            }
            return try await group.reduce(into: [[Int]]()) { $0.append($1) }
        }
        // check
        #expect(sizes.count == 8)
        #expect(sizes.allSatisfy { $0 == [96, 128] })
    }
}
