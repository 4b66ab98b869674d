import Foundation
import Imaging
import Testing

@Suite("SVG to PNG through libvips and librsvg")
struct SVGRenderTests {
    static let square = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">\
        <rect x="0" y="0" width="20" height="20" fill="#ff0000"></rect></svg>
        """.utf8)

    @Test("renders at the document's size times the scale, as a PNG")
    func scale() throws {
        // setup
        let processor = try ImageProcessor()
        // act
        let one = try processor.png(fromSVG: Self.square, scale: 1)
        let three = try processor.png(fromSVG: Self.square, scale: 3)
        // check
        #expect(ImageType.sniff(one.png) == .png)
        #expect((one.width, one.height) == (40, 20))
        #expect((three.width, three.height) == (120, 60))
    }

    @Test("pixels come back as RGBA: the red square on the left, transparency on the right")
    func pixels() throws {
        // setup
        let processor = try ImageProcessor()
        let png = try processor.png(fromSVG: Self.square, scale: 2)
        // act
        let pixels = try processor.rgbaPixels(of: png.png)
        // check
        #expect((pixels.width, pixels.height) == (80, 40))
        #expect(pixels[10, 10] == (255, 0, 0, 255))
        #expect(pixels[70, 10].alpha == 0)
    }

    @Test("a render larger than the pixel limit is refused before any pixel is drawn")
    func pixelLimit() throws {
        // setup
        let processor = try ImageProcessor(maxPixels: 40 * 20 * 4)
        // act / check
        #expect(throws: ImagingError.tooManyPixels(width: 120, height: 60, limit: 3200)) {
            try processor.png(fromSVG: Self.square, scale: 3)
        }
    }

    @Test("bytes that are not SVG are refused as undecodable")
    func notSVG() throws {
        let processor = try ImageProcessor()
        let error = #expect(throws: ImagingError.self) { try processor.png(fromSVG: Data("<svg".utf8)) }
        guard case .undecodable? = error else { Issue.record("unexpected \(String(describing: error))"); return }
    }
}
