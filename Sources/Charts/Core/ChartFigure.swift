import Localization
import Markup

/// A chart as a page shows it: `<figure>` with the SVG, its data as a visually hidden table, and
/// an optional visible caption.
///
/// ```swift
/// ChartFigure(BarChart(id: "per-year", title: "Launches per year", bars: bars), language: context.language)
/// ```
public struct ChartFigure: HTMLComponent {
    public var chart: any Chart
    public var language: Language
    public var caption: String?

    public init(_ chart: any Chart, language: Language, caption: String? = nil) {
        self.chart = chart
        self.language = language
        self.caption = caption
    }

    public var body: some HTML {
        let ids = ChartIDs(chart.id)
        let scrolls = chart.layout == .scrolling
        return figure(.class("chart-figure"), .class(scrolls ? "chart-figure-scrolling" : "chart-figure-fluid")) {
            if scrolls {
                // Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
                // suite.js scrolls to `data-scroll-focus` (without script the chart opens at its start).
                div(.class("chart-scroller"), .tabindex(0), .role("group"), .ariaLabelledBy(ids.title),
                    .data("scroll-focus", chart.scrollFocus.map { String(($0 * 1000).rounded() / 1000) })) {
                    chart.svg(language: language)
                }
            } else {
                chart.svg(language: language)
            }
            chart.dataTable(language: language)
            if let caption {
                figcaption(.class("chart-caption")) { caption }
            }
        }
    }
}
