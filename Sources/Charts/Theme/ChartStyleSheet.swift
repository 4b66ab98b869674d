/// The rules that colour charts: class → property → token. The page stylesheet writes them with
/// `var(--token)`; an export writes the same rules with one theme's colours filled in.
public enum ChartStyleSheet {
    struct Rule: Equatable {
        let selector: String
        let property: String
        let token: String
    }

    /// The font exports name: DejaVu Sans has every Turkish and French letter (İ ı ğ ş ç é œ) and
    /// comes with Debian's `fonts-dejavu-core` (see `scripts/bootstrap`). Pages use the page font.
    public static let exportFontFamily = "DejaVu Sans, sans-serif"

    static let rules: [Rule] =
        (1...SeriesColor.count).flatMap { index in
            [Rule(selector: ".chart-fill-\(index)", property: "fill", token: "--chart-\(index)"),
             Rule(selector: ".chart-stroke-\(index)", property: "stroke", token: "--chart-\(index)")]
        }
        + [Rule(selector: ".chart-fill-negative", property: "fill", token: "--chart-2")]
        + (0...4).map { Rule(selector: ".chart-level-\($0)", property: "fill", token: "--chart-level-\($0)") }
        + [
            Rule(selector: ".chart-track", property: "fill", token: "--chart-track"),
            Rule(selector: ".chart-grid", property: "stroke", token: "--chart-grid"),
            Rule(selector: ".chart-baseline", property: "stroke", token: "--chart-axis"),
            Rule(selector: ".chart-tick", property: "stroke", token: "--chart-axis"),
            Rule(selector: ".chart-axis", property: "fill", token: "--chart-axis"),
            Rule(selector: ".chart-label", property: "fill", token: "--chart-text"),
            Rule(selector: ".chart-gap", property: "stroke", token: "--chart-surface"),
            Rule(selector: ".chart-background", property: "fill", token: "--chart-surface"),
            Rule(selector: ".chart-now-hand", property: "stroke", token: "--chart-now"),
            Rule(selector: ".chart-now-knob", property: "fill", token: "--chart-now"),
        ]

    static let beginMarker = "/* charts:generated:begin"
    static let endMarker = "/* charts:generated:end */"

    /// The generated part of the charts section of `Public/css/suite.css`: tokens and colour
    /// rules. A test keeps the file equal to this; `RECORD_SNAPSHOTS=1` rewrites it.
    public static var pageCSS: String {
        var css = beginMarker + ": written by ChartStyleSheet.pageCSS (Sources/Charts/Theme); edit there, then\n"
        css += "   re-record with `RECORD_SNAPSHOTS=1 swift test --filter ChartsTests` */\n"
        css += ":root {\n"
        for token in ChartPalette.tokens { css += "  \(token.name): \(token.cssValue);\n" }
        css += "}\n"
        for rule in rules { css += "\(rule.selector) { \(rule.property): var(\(rule.token)); }\n" }
        return css + endMarker + "\n"
    }

    /// The rules with `theme`'s colours filled in, and the export font: the `<style>` of a
    /// standalone chart (librsvg, which renders exports, has no custom properties).
    public static func exportCSS(_ theme: ChartTheme) -> String {
        var css = "svg{font-family:\(exportFontFamily)}"
        for rule in rules {
            let color = ChartPalette.token(rule.token)?.value(theme) ?? "currentColor"
            css += "\(rule.selector){\(rule.property):\(color)}"
        }
        return css
    }
}
