import Foundation
import Testing

@testable import Imaging

/// Full decoding before an upload is accepted (`verifyDecodes`).
///
/// `DSCN0010-damaged-scan.jpg` is the exif-samples GPS photo re-encoded as a progressive JPEG
/// (`vips copy DSCN0010.jpg out.jpg[interlace,Q=85]`) whose second scan header then had its
/// spectral-selection bytes overwritten (Ss=63, Se=0, Ah=Al=15): the header and first scan read,
/// the rest cannot be decoded — a camera file with a damaged segment.
@Suite("Full decode before accepting")
struct DecodeTests {
    let processor: ImageProcessor

    init() throws {
        processor = try ImageProcessor()
    }

    @Test(
        "every real camera fixture and format decodes completely",
        arguments: ["Canon_40D.jpg", "DSCN0010.jpg", "landscape_1.jpg", "landscape_6.jpg", "portrait_3.jpg",
                    "portrait_8.jpg", "small.png", "small.webp"])
    func realFilesPass(name: String) throws {
        // setup
        let url = try fixtureURL(name)
        // act / check
        try processor.verifyDecodes(fileAt: url)
    }

    @Test("the first third of a real JPEG reads its header but is refused as corrupt")
    func truncatedJPEG() throws {
        // setup
        let original = try fixture("DSCN0010.jpg")
        let url = try temporaryFile(original.prefix(original.count / 3), name: "third.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let header = try processor.metadata(of: try Data(contentsOf: url))
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check: the header alone looked fine, which is what let it through before
        #expect(header.width == 640 && header.height == 480)
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test("a JPEG with a damaged scan segment is refused as corrupt")
    func damagedSegment() throws {
        // setup
        let url = try fixtureURL("DSCN0010-damaged-scan.jpg")
        // act
        let header = try processor.metadata(of: try Data(contentsOf: url))
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check
        #expect(header.width == 640)
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test("a truncated PNG is refused as corrupt")
    func truncatedPNG() throws {
        // setup
        let original = try fixture("small.png")
        let url = try temporaryFile(original.prefix(original.count * 2 / 3), name: "cut.png")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        let error = #expect(throws: ImagingError.self) { try processor.verifyDecodes(fileAt: url) }
        // check
        guard case .corrupt = error else { Issue.record("expected .corrupt, got \(String(describing: error))"); return }
    }

    @Test("text named .jpg is refused by type before libvips sees it")
    func notAnImage() throws {
        // setup
        let url = try temporaryFile(Data("hello, not a photo".utf8), name: "fake.jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        // act / check
        #expect(throws: ImagingError.unsupportedType) { try processor.verifyDecodes(fileAt: url) }
    }
}
