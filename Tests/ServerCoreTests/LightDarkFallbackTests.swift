import Foundation
import ServerTestSupport
import Testing

@testable import ServerCore

@Suite("Browsers without light-dark() get both schemes' colours from one generated block")
struct LightDarkFallbackTests {
    @Test("Each declaration is repeated with the light value, then the dark one under a pinned or device dark theme")
    func resolvesBothSchemes() {
        let css = """
            /* a comment with light-dark(red, blue) is not a rule */
            :root { color-scheme: light dark; --bg: light-dark(#f2f2f7, #000000); --radius: 1rem; }
            .card, body[data-app="launches"] .x { background: linear-gradient(160deg, light-dark(#e8d7ff, #2b2440), var(--bg) 70%); }
            .icon { mask: url("data:image/svg+xml;utf8,<svg a='1;2'>") no-repeat; }
            @media (min-width: 40rem) { .wide { color: light-dark(rgba(0, 0, 0, 0.5), rgba(255, 255, 255, 0.5)); } }
            """
        let output = LightDarkFallback.appending(to: css)
        let block = String(output.dropFirst(css.count))
        #expect(output.hasPrefix(css), "the stylesheet itself is served unchanged")
        #expect(block.contains("@supports not (color: light-dark(#000, #fff)) {"))
        #expect(block.contains(":root { --bg: #f2f2f7; }"))
        #expect(block.contains(":root[data-theme=\"dark\"] { --bg: #000000; }"))
        #expect(block.contains("@media (prefers-color-scheme: dark) { :root:not([data-theme=\"light\"]) { --bg: #000000; } }"))
        #expect(block.contains(".card, body[data-app=\"launches\"] .x { background: linear-gradient(160deg, #e8d7ff, var(--bg) 70%); }"))
        #expect(block.contains(":root[data-theme=\"dark\"] .card, :root[data-theme=\"dark\"] body[data-app=\"launches\"] .x { background: linear-gradient(160deg, #2b2440, var(--bg) 70%); }"))
        #expect(block.contains("@media (min-width: 40rem) {"))
        #expect(block.contains(".wide { color: rgba(0, 0, 0, 0.5); }"))
        #expect(!block.contains("--radius") && !block.contains("mask") && !block.contains("red"),
                "only declarations that use light-dark() are repeated")
    }

    @Test("A stylesheet without light-dark() is left as it is")
    func unchanged() {
        let css = ".a { color: red; }\n"
        #expect(LightDarkFallback.appending(to: css) == css)
    }

    @Test("Every light-dark() in the suite's stylesheet is resolved, and the served file carries the block")
    func suiteStylesheet() throws {
        let path = TestPaths.publicDirectory + "/css/suite.css"
        let css = try String(contentsOfFile: path, encoding: .utf8)
        let block = String(LightDarkFallback.appending(to: css).dropFirst(css.count))
        #expect(!block.replacingOccurrences(of: "light-dark(#000, #fff)", with: "").contains("light-dark("),
                "nothing is left unresolved")
        let assets = StaticAssets(publicDirectory: TestPaths.publicDirectory)
        let served = try #require(assets.transformedBody(of: "/css/suite.css"))
        #expect(String(decoding: served.body, as: UTF8.self).hasSuffix(block))
        #expect(assets.url("/css/suite.css") == "/css/suite.css?v=" + served.version)
    }
}
