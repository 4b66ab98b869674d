import Foundation
import Imaging
import QRCode
import ReferenceTools
import Testing

@Suite("QR codes: libqrencode symbols, PNG and SVG that a real decoder reads back")
struct QRCodeTests {
    static let joinURL = "https://photos.example.org/e/Xq3vN8_kT2mP9wLr4sYb6A"

    @Test("the PNG decodes with zbarimg to the exact join URL")
    func pngDecodes() async throws {
        // setup
        let code = try QRCode(encoding: Self.joinURL)
        // act
        let png = try code.png(imaging: try ImageProcessor())
        let decoded = try await ZBar.decode(png, extension: "png")
        // check
        #expect(decoded == Self.joinURL)
    }

    @Test("the SVG, rasterised, decodes with zbarimg to the exact join URL")
    func svgDecodes() async throws {
        // setup
        let code = try QRCode(encoding: Self.joinURL)
        // act
        let svg = code.svg(moduleSize: 6, title: "Scan to join")
        let decoded = try await ZBar.decode(Data(svg.utf8), extension: "svg")
        // check
        #expect(decoded == Self.joinURL)
        #expect(svg.contains("<title>Scan to join</title>") && svg.contains(#"shape-rendering="crispEdges""#))
    }

    @Test("error correction Q holds: a code with its middle covered still decodes")
    func survivesDamage() async throws {
        // setup: blank a block in the data area (not the finder patterns)
        let code = try QRCode(encoding: Self.joinURL, correction: .quartile)
        let imaging = try ImageProcessor()
        let scale = code.pixelsPerModule(minimumSide: 600)
        let side = code.sizeWithQuietZone * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        let hole = (code.size / 2 - 2)...(code.size / 2 + 2)
        for row in 0..<code.size {
            for column in 0..<code.size where code.isDark(row: row, column: column) {
                if hole.contains(row) && hole.contains(column) { continue }
                for y in 0..<scale {
                    for x in 0..<scale {
                        pixels[((row + QRCode.quietZone) * scale + y) * side + (column + QRCode.quietZone) * scale + x] = 0
                    }
                }
            }
        }
        // act
        let png = try imaging.encodeGreyscalePNG(pixels, width: side, height: side)
        // check
        #expect(try await ZBar.decode(png, extension: "png") == Self.joinURL)
    }

    @Test("the PNG is 1-bit, at least the asked size, whole pixels per module, and says 300 dpi")
    func pngForPrint() throws {
        // setup
        let code = try QRCode(encoding: Self.joinURL)
        // act
        let png = try code.png(minimumSide: 1200, dpi: 300, imaging: try ImageProcessor())
        let bytes = [UInt8](png)
        // check: IHDR width, bit depth; pHYs 11811 px/m (300 dpi)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width >= 1200 && width % code.sizeWithQuietZone == 0)
        #expect(bytes[24] == 1, "bit depth")
        let pHYs = try #require(png.range(of: Data("pHYs".utf8)))
        let perMetre = [UInt8](png[pHYs.upperBound..<pHYs.upperBound + 4]).reduce(0) { $0 << 8 | Int($1) }
        #expect(abs(perMetre - 11811) <= 1)
    }

    @Test("the quiet zone is four light modules on every side")
    func quietZone() throws {
        // setup
        let code = try QRCode(encoding: "x")
        // act
        let svg = code.svg(moduleSize: 1)
        // check: the top-left finder starts at module (4, 4)
        #expect(code.sizeWithQuietZone == code.size + 8)
        #expect(svg.contains("M4 4h7v1h-7z"))
        #expect(code.isDark(row: 0, column: 0) && !code.isDark(row: -1, column: 0))
    }

    @Test("empty input and text beyond a version-40 symbol are refused with a reason")
    func refusals() {
        #expect(throws: QRCodeError.empty) { try QRCode(encoding: "") }
        #expect(throws: QRCodeError.tooLong(bytes: 5000)) { try QRCode(encoding: String(repeating: "a", count: 5000)) }
    }
}
