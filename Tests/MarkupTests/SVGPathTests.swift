import Markup
import Testing

@Suite("SVG paths and the export vocabulary")
struct SVGPathTests {
    @Test("commands are written with deterministic numbers, separated by single spaces")
    func commands() {
        // setup
        var path = SVGPath()
        // act
        path.move(to: 0, 10.004)
        path.line(to: 1.5, -2)
        path.arc(radius: 10, largeArc: true, clockwise: false, to: 20.126, 0)
        path.close()
        // check
        #expect(path.data == "M0 10 L1.5 -2 A10 10 0 1 0 20.13 0 Z")
        #expect(SVG.path(.d(path), .fillRule("evenodd")).renderedString() == "<path d=\"M0 10 L1.5 -2 A10 10 0 1 0 20.13 0 Z\" fill-rule=\"evenodd\"></path>")
    }

    @Test("an empty path renders an empty d; close alone is just Z")
    func empty() {
        var path = SVGPath()
        #expect(path.isEmpty)
        path.close()
        #expect(path.data == "Z")
    }

    @Test("a standalone document's style element keeps CSS as text, escaped like any text")
    func style() {
        // act
        let html = SVG.style { ".a{fill:#fff}</style><script>" }.renderedString()
        // check
        #expect(html == "<style>.a{fill:#fff}&lt;/style&gt;&lt;script&gt;</style>")
    }
}
