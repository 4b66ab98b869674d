import Foundation
import Testing

@testable import Imaging

@Suite("Image type sniffing")
struct ImageTypeTests {
    @Test("a real JPEG is recognised from its bytes")
    func jpeg() throws {
        // setup
        let data = try fixture("DSCN0010.jpg")
        // act
        let type = ImageType.sniff(data)
        // check
        #expect(type == .jpeg)
        #expect(type?.mimeType == "image/jpeg")
    }

    @Test(
        "magic numbers of PNG, WebP and HEIC",
        arguments: [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], ImageType.png),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
            ([0, 0, 0, 0x18] + Array("ftypheic\u{0}\u{0}\u{0}\u{0}mif1heic".utf8), .heic),
            ([0, 0, 0, 0x18] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1heix".utf8), .heic),
        ] as [([UInt8], ImageType)])
    func magic(bytes: [UInt8], expected: ImageType) {
        // act
        let type = ImageType.sniff(Data(bytes))
        // check
        #expect(type == expected)
    }

    @Test(
        "non-images and look-alikes are not recognised",
        arguments: [
            Array("just some text pretending to be a photo".utf8),
            Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8),
            [0, 0, 0, 0x18] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1avif".utf8),
            [0, 0, 0, 0x18] + Array("ftypM4A \u{0}\u{0}\u{0}\u{0}M4A isom".utf8),
            Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8),
            [],
        ])
    func refused(bytes: [UInt8]) {
        #expect(ImageType.sniff(Data(bytes)) == nil)
    }

    @Test("a text file renamed .jpg is refused with a typed error")
    func renamedText() throws {
        // setup
        let processor = try ImageProcessor()
        let text = Data("Hello, this is not a photo.\n".utf8)
        // act / check
        #expect(throws: ImagingError.unsupportedType) { try processor.metadata(of: text) }
        #expect(throws: ImagingError.unsupportedType) { try processor.thumbnail(of: text, longEdge: 256) }
    }

    @Test("a truncated JPEG header is refused as undecodable")
    func truncated() throws {
        // setup
        let processor = try ImageProcessor()
        let data = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10])
        // act
        let error = #expect(throws: ImagingError.self) { try processor.metadata(of: data) }
        // check
        guard case .undecodable = error else {
            Issue.record("expected undecodable, got \(String(describing: error))")
            return
        }
    }
}
