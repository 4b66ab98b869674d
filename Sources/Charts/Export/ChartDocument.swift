import Localization
import Markup

/// A standalone SVG document: a chart, or a card composed of charts and text, with one theme's
/// colours embedded, ready for ``ImageProcessor/png(fromSVG:scale:)`` or a download.
///
/// ```swift
/// let svg = ChartDocument(chart, language: .tr, theme: .dark).renderedBytes()
/// let png = try ImageProcessor().png(fromSVG: Data(svg), scale: 3)
/// ```
public struct ChartDocument: HTML {
    public var width: Double
    public var height: Double
    public var theme: ChartTheme
    public var title: String?
    public var content: AnyHTML

    /// A card of `width`×`height` holding `content` (place charts with ``ChartSVG/placed(x:y:)``).
    @inlinable
    public init(width: Double, height: Double, theme: ChartTheme, title: String? = nil, @HTMLBuilder content: () -> some HTML) {
        self.width = width
        self.height = height
        self.theme = theme
        self.title = title
        self.content = AnyHTML(content())
    }

    /// One chart with `padding` around it.
    public init(_ chart: any Chart, language: Language, theme: ChartTheme, padding: Double = 16) {
        let svg = chart.svg(language: language)
        self.init(width: svg.width + 2 * padding, height: svg.height + 2 * padding, theme: theme, title: chart.title) {
            svg.placed(x: padding, y: padding)
        }
    }

    public func render(into output: inout HTMLOutput) {
        SVG.svg(
            .xmlns, .class("chart-document chart-theme-\(theme.rawValue)"), .width(width), .height(height),
            .viewBox(0, 0, width, height)
        ) {
            if let title { SVG.title { title } }
            SVG.style { ChartStyleSheet.exportCSS(theme) }
            SVG.rect(.class("chart-background"), .x(0), .y(0), .width(width), .height(height))
            content
        }.render(into: &output)
    }
}
