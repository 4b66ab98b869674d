import Charts
import Foundation
import Testing

@Suite("Theme: one palette for the page stylesheet and the export")
struct ThemeTests {
    static let stylesheetURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Public/css/suite.css")

    @Test("suite.css holds the generated chart tokens and rules (RECORD_SNAPSHOTS=1 rewrites them)")
    func stylesheetBlock() throws {
        // setup
        var css = try String(contentsOf: Self.stylesheetURL, encoding: .utf8)
        let generated = ChartStyleSheet.pageCSS
        let endMarker = "/* charts:generated:end */\n"
        // act
        let start = css.range(of: "/* charts:generated:begin")
        let end = css.range(of: endMarker)
        if Snapshot.isRecording, let start, let end {
            css.replaceSubrange(start.lowerBound..<end.upperBound, with: generated)
            try css.write(to: Self.stylesheetURL, atomically: true, encoding: .utf8)
            return
        }
        // check
        let found = try #require(start.flatMap { start in end.map { String(css[start.lowerBound..<$0.upperBound]) } },
                                 "suite.css has no charts:generated block")
        #expect(found == generated, "suite.css's chart block is out of date: re-record with RECORD_SNAPSHOTS=1")
    }

    @Test("tokens that follow the design system carry its current colours (exports cannot read the CSS)")
    func systemTokens() throws {
        // setup
        let css = try String(contentsOf: Self.stylesheetURL, encoding: .utf8)
        let root = try #require(Stylesheet.declarations(in: css, selector: ":root"), "suite.css has no :root rule")
        // act
        let followers = ChartPalette.tokens.filter { $0.systemToken != nil }
        // check
        #expect(!followers.isEmpty)
        let fix = "update SystemColors in Sources/Charts/Theme/ChartTheme.swift"
        for token in followers {
            let name = try #require(token.systemToken)
            let value = try #require(root[name], "suite.css's :root does not define \(name); \(fix)")
            let (light, dark) = Stylesheet.themes(of: value)
            #expect(light == token.light, "suite.css has \(name): \(light) in light; \(fix)")
            #expect(dark == token.dark, "suite.css has \(name): \(dark) in dark; \(fix)")
        }
    }

    @Test("series colours keep 3:1 contrast against both backgrounds of their theme")
    func seriesContrast() throws {
        for index in 1...6 {
            let token = try #require(ChartPalette.token("--chart-\(index)"))
            for background in ["#ffffff", "#f2f2f7"] {
                #expect(Contrast.ratio(token.light, background) >= 3, "\(token.name) on \(background)")
            }
            for background in ["#1c1c1e", "#000000"] {
                #expect(Contrast.ratio(token.dark, background) >= 3, "\(token.name) on \(background)")
            }
        }
    }

    @Test("heatmap levels grow steadily away from the background in both themes")
    func heatmapRamp() throws {
        // setup
        let levels = try (1...4).map { try #require(ChartPalette.token("--chart-level-\($0)")) }
        // act
        let light = levels.map { Contrast.ratio($0.light, "#ffffff") }
        let dark = levels.map { Contrast.ratio($0.dark, "#1c1c1e") }
        // check
        #expect(light == light.sorted() && Set(light).count == 4)
        #expect(dark == dark.sorted() && Set(dark).count == 4)
        #expect(light[3] >= 4.5 && dark[3] >= 4.5)
    }

    @Test("the export stylesheet has no custom properties left and names the export font")
    func exportCSS() {
        for theme in ChartTheme.allCases {
            // act
            let css = ChartStyleSheet.exportCSS(theme)
            // check
            #expect(!css.contains("var("))
            #expect(!css.contains("currentColor"))
            #expect(css.contains("font-family:DejaVu Sans"))
            #expect(css.contains(".chart-fill-1{fill:\(ChartPalette.token("--chart-1")!.value(theme))}"))
        }
    }
}

/// Reads custom-property declarations out of one rule of a stylesheet.
enum Stylesheet {
    /// The `--name: value` pairs of the first rule whose selector is exactly `selector`.
    static func declarations(in css: String, selector: String) -> [String: String]? {
        var rest = withoutComments(css)[...]
        while let open = rest.firstIndex(of: "{") {
            let head = rest[..<open].split(separator: "\n").last.map(String.init) ?? ""
            let selectorText = head.split(separator: "}").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            if selectorText == selector {
                var result: [String: String] = [:]
                for declaration in rest[rest.index(after: open)..<close].split(separator: ";") {
                    let parts = declaration.split(separator: ":", maxSplits: 1)
                    guard parts.count == 2 else { continue }
                    let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
                    guard name.hasPrefix("--") else { continue }
                    result[name] = parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
                }
                return result
            }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }
}

extension Stylesheet {
    /// The light and dark values of a declaration: the two arguments of `light-dark(…)`, or the
    /// same value for both.
    static func themes(of value: String) -> (light: String, dark: String) {
        guard value.hasPrefix("light-dark("), value.hasSuffix(")") else { return (value, value) }
        let inner = value.dropFirst("light-dark(".count).dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                let light = inner[..<index].trimmingCharacters(in: .whitespaces)
                let dark = inner[inner.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return (light, dark)
            default: continue
            }
        }
        return (value, value)
    }

    static func withoutComments(_ css: String) -> String {
        var result = ""
        var rest = css[...]
        while let open = rest.range(of: "/*") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}

/// WCAG 2 relative luminance and contrast of `#rrggbb` colours.
enum Contrast {
    static func ratio(_ a: String, _ b: String) -> Double {
        let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (high + 0.05) / (low + 0.05)
    }

    static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
}
