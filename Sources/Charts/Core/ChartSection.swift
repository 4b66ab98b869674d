import Localization
import Markup

/// A chart under a visible heading, the way an iOS grouped section shows one: the heading says
/// what the chart counts (the SVG's own title is read by screen readers only), a footnote below.
///
/// Use it wherever a chart stands on its own on a page; a chart that is the page's subject (the
/// sleep ring on Today) goes in a bare `ChartFigure`.
public struct ChartSection: HTMLComponent {
    public var chart: any Chart
    public var language: Language
    public var caption: String?
    public var footer: String?

    public init(_ chart: any Chart, language: Language, caption: String? = nil, footer: String? = nil) {
        self.chart = chart
        self.language = language
        self.caption = caption
        self.footer = footer
    }

    public var body: some HTML {
        section(.class("list-section chart-card")) {
            h2(.class("list-header")) { chart.title }
            ChartFigure(chart, language: language, caption: caption)
            if let footer { p(.class("list-footer")) { footer } }
        }
    }
}
