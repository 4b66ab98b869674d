import Charts
import Foundation
import Imaging
import Localization
import Markup
import Testing

@Suite("PNG export through libvips")
struct ExportTests {
    let processor: ImageProcessor

    init() throws {
        processor = try ImageProcessor()
    }

    /// Turkish labels in every text slot: dotted capital İ, dotless ı, ğ and ş.
    static let turkishBars = BarChart(
        id: "tr-bars", title: "İlkbaharda ığdır şehrinde günlük kayıtlar",
        bars: [Bar(label: "Işık", value: 12), Bar(label: "İğne", value: 7), Bar(label: "Şarkı", value: 15), Bar(label: "Ağaç", value: 3)],
        valueName: "Kayıt sayısı")

    @Test("a chart with Turkish labels exports at 1× and 3×, three times the size at 3×")
    func scales() throws {
        // setup
        let svg = Data(ChartDocument(Self.turkishBars, language: .tr, theme: .light).renderedBytes())
        // act
        let one = try processor.png(fromSVG: svg, scale: 1)
        let three = try processor.png(fromSVG: svg, scale: 3)
        // check
        #expect(one.png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(ImageType.sniff(three.png) == .png)
        #expect((one.width, one.height) == (392, 252))  // 360×220 and 16 px padding around
        #expect((three.width, three.height) == (one.width * 3, one.height * 3))
        let decoded = try processor.rgbaPixels(of: three.png)
        #expect((decoded.width, decoded.height) == (three.width, three.height))
    }

    @Test("light and dark exports differ: the background and the ink follow the theme")
    func themes() throws {
        // setup
        let light = try render(Self.turkishBars, theme: .light)
        let dark = try render(Self.turkishBars, theme: .dark)
        // act
        let lightCorner = light[2, 2]
        let darkCorner = dark[2, 2]
        // check: the card's background is the theme's elevated background
        #expect((lightCorner.red, lightCorner.green, lightCorner.blue) == (0xff, 0xff, 0xff))
        #expect((darkCorner.red, darkCorner.green, darkCorner.blue) == (0x1c, 0x1c, 0x1e))
        let differing = stride(from: 0, to: light.bytes.count, by: 4).filter { light.bytes[$0] != dark.bytes[$0] }.count
        #expect(differing > light.width * light.height / 2)
    }

    @Test("Turkish letters are drawn as glyphs, not as missing-glyph boxes", arguments: ["İ", "ı", "ğ", "ş"])
    func turkishGlyphs(letter: String) throws {
        // setup: a private-use character no font has, drawn as the missing-glyph box
        let missing = try inkWidth(of: "\u{E000}")
        // act
        let width = try inkWidth(of: letter)
        // check
        #expect(width > 0)
        #expect(Double(width) < Double(missing) * 0.8, "\(letter) is \(width) px wide, the missing-glyph box \(missing) px")
    }

    @Test("a composed card with text and two charts exports as one image")
    func card() throws {
        // setup
        let bars = Samples.launchesPerYear.svg(language: .fr)
        let donut = Samples.outcomes.svg(language: .fr)
        let card = ChartDocument(width: 720, height: 360, theme: .dark, title: "Bilan") {
            SVG.text(.class("chart-label"), .x(24), .y(40), .fontSize(24), .fontWeight("700")) { "Bilan de l'année" }
            bars.placed(x: 16, y: 80)
            donut.placed(x: 392, y: 40)
        }
        // act
        let png = try processor.png(fromSVG: Data(card.renderedBytes()), scale: 1)
        // check
        #expect((png.width, png.height) == (720, 360))
        try Artifacts.save(png.png, as: "card-dark.png")
    }

    @Test("scales outside 0.1…10 are refused with the scale named")
    func badScale() throws {
        // setup
        let svg = Data(ChartDocument(Samples.scoreTrend, language: .en, theme: .light).renderedBytes())
        // act
        let error = #expect(throws: ImagingError.self) { try processor.png(fromSVG: svg, scale: 50) }
        // check
        guard case .processingFailed(let detail)? = error else { Issue.record("unexpected \(String(describing: error))"); return }
        #expect(detail.contains("50"))
    }

    @Test("every chart kind exports in both themes", arguments: ChartTheme.allCases)
    func everyKind(theme: ChartTheme) throws {
        for chart in Samples.all {
            // act
            let svg = ChartDocument(chart, language: .tr, theme: theme)
            let png = try processor.png(fromSVG: Data(svg.renderedBytes()), scale: 2)
            // check
            let size = chart.svg(language: .tr)
            #expect(png.width == Int(((size.width + 32) * 2).rounded()))
            try Artifacts.save(png.png, as: "\(chart.id)-\(theme.rawValue).png")
        }
    }

    private func render(_ chart: any Chart, theme: ChartTheme) throws -> RGBAPixels {
        let png = try processor.png(fromSVG: Data(ChartDocument(chart, language: .tr, theme: theme).renderedBytes()))
        return try processor.rgbaPixels(of: png.png)
    }

    /// The width of the dark pixels `text` leaves on a white card, at 100 px.
    private func inkWidth(of text: String) throws -> Int {
        let document = ChartDocument(width: 200, height: 160, theme: .light) {
            SVG.text(.class("chart-label"), .x(40), .y(120), .fontSize(100)) { text }
        }
        let pixels = try processor.rgbaPixels(of: try processor.png(fromSVG: Data(document.renderedBytes())).png)
        var columns: [Int] = []
        for x in 0..<pixels.width where (0..<pixels.height).contains(where: { pixels[x, $0].red < 128 }) {
            columns.append(x)
        }
        guard let first = columns.first, let last = columns.last else { return 0 }
        return last - first + 1
    }
}

/// PNGs for a person to look at: written to `$CHARTS_ARTIFACTS` when set (e.g.
/// `CHARTS_ARTIFACTS=test-artifacts/charts swift test --filter ExportTests`).
enum Artifacts {
    static func save(_ png: Data, as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["CHARTS_ARTIFACTS"] else { return }
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try png.write(to: url.appendingPathComponent(name))
    }
}
