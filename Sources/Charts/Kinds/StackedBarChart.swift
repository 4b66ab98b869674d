import Localization
import Markup

/// Bars split into series (core sleep and naps per day, entries by kind per month): positive
/// parts stack upwards from zero, negative ones downwards, with a legend and totals.
public struct StackedBarChart: Chart {
    /// One series: a name for the legend and a value per category (missing values count as 0).
    public struct Series: Sendable, Equatable {
        public var name: String
        public var values: [Double]

        public init(name: String, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    public var id: String
    public var title: String
    public var description: String?
    public var categories: [String]
    public var series: [Series]
    public var valueFormat: ValueFormat
    public var categoryName: String?
    public var width: Double
    public var height: Double
    public var layout: ChartLayout { .fluid }

    public init(
        id: String, title: String, description: String? = nil, categories: [String], series: [Series],
        valueFormat: ValueFormat = .integer, categoryName: String? = nil, width: Double = 360, height: Double = 240
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.categories = categories
        self.series = series
        self.valueFormat = valueFormat
        self.categoryName = categoryName
        self.width = width
        self.height = height
    }

    func value(series index: Int, category: Int) -> Double {
        let values = series[index].values
        return category < values.count && values[category].isFinite ? values[category] : 0
    }

    var totals: [Double] {
        categories.indices.map { category in series.indices.reduce(0) { $0 + value(series: $1, category: category) } }
    }

    public func svg(language: Language) -> ChartSVG {
        let legend = Legend(items: series.enumerated().map { .init(label: $1.name, fillClass: SeriesColor.fill($0)) }, width: width - 16)
        // The axis must hold the highest positive stack and the lowest negative one.
        let extremes = categories.indices.flatMap { category -> [Double] in
            let parts = series.indices.map { value(series: $0, category: category) }
            return [parts.filter { $0 > 0 }.reduce(0, +), parts.filter { $0 < 0 }.reduce(0, +)]
        }
        let chart = CartesianFrame(
            width: width, height: height, scale: LinearScale(values: extremes, format: valueFormat), format: valueFormat,
            language: language, bottomReserve: legend.height + (legend.height > 0 ? 6 : 0))
        let slot = chart.plotWidth / Double(Swift.max(categories.count, 1))
        let barWidth = Swift.min(slot * 0.7, 48)
        let centers = categories.indices.map { chart.left + slot * (Double($0) + 0.5) }
        let totals = self.totals
        let totalLabels = totals.map { valueFormat($0, language) }
        let totalsFit = categories.count <= 12
            && totalLabels.allSatisfy { TextFit.width($0, fontSize: CartesianFrame.labelFontSize) <= slot - 2 }
        let frame = ChartFrame(
            id: id, kind: "stacked-bar", title: title, description: description ?? summary(language), width: width,
            height: height)
        return frame.svg {
            chart.grid()
            if categories.isEmpty || series.isEmpty {
                frame.emptyMessage(ChartText.noData.text(language), y: (chart.top + chart.bottom) / 2)
            }
            SVG.g(.class("chart-bars")) {
                for category in categories.indices {
                    segments(category: category, chart: chart, x: centers[category] - barWidth / 2, width: barWidth, language: language)
                    if totalsFit && !series.isEmpty {
                        SVG.text(
                            .class("chart-label"), .x(centers[category]), .y(chart.y(Swift.max(extremes[category * 2], 0)) - 4),
                            .textAnchor("middle"), .fontSize(CartesianFrame.labelFontSize)
                        ) { totalLabels[category] }
                    }
                }
            }
            chart.categoryLabels(categories, centers: centers, slot: slot)
            legend.render(x: 8, y: height - legend.height - 2)
        }
    }

    /// One stack: each series' part on top of the previous ones, separated by a thin gap.
    private func segments(
        category: Int, chart: CartesianFrame, x: Double, width: Double, language: Language
    ) -> SVG.g<[SVG.rect<SVG.title<String>>]> {
        SVG.g {
            for part in stackParts(category: category) {
                SVG.rect(
                    .class("\(SeriesColor.fill(part.index)) chart-gap"), .x(x), .y(chart.y(Swift.max(part.from, part.to))),
                    .width(width), .height(chart.y(Swift.min(part.from, part.to)) - chart.y(Swift.max(part.from, part.to))),
                    .strokeWidth(1)
                ) {
                    SVG.title {
                        ChartText.pointValue.text(
                            language,
                            ["label": "\(categories[category]), \(series[part.index].name)",
                             "value": valueFormat(part.to - part.from, language)])
                    }
                }
            }
        }
    }

    /// Where each series' part of a stack lies: positive parts pile up from zero, negative
    /// ones down from it.
    private func stackParts(category: Int) -> [(index: Int, from: Double, to: Double)] {
        var above = 0.0
        var below = 0.0
        var parts: [(index: Int, from: Double, to: Double)] = []
        for index in series.indices {
            let part = value(series: index, category: category)
            guard part != 0 else { continue }
            if part > 0 {
                parts.append((index, above, above + part))
                above += part
            } else {
                parts.append((index, below, below + part))
                below += part
            }
        }
        return parts
    }

    public func dataTable(language: Language) -> ChartDataTable {
        let totals = self.totals
        return ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [categoryName ?? ChartText.category.text(language)] + series.map(\.name) + [ChartText.total.text(language)],
            rows: categories.enumerated().map { category, label in
                .init(
                    header: label,
                    cells: series.indices.map { valueFormat(value(series: $0, category: category), language) }
                        + [valueFormat(totals[category], language)])
            },
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language) -> String {
        guard !series.isEmpty, let best = zip(categories, totals).max(by: { $0.1 < $1.1 }) else {
            return ChartText.noData.text(language)
        }
        return ChartText.summaryHighestTotal.text(language, ["label": best.0, "value": valueFormat(best.1, language)])
    }
}
