import Localization
import Markup

/// Lines over evenly spaced categories (days, weeks, months). A missing value (`nil`) breaks
/// the line instead of inventing a zero.
public struct LineChart: Chart {
    public struct Series: Sendable, Equatable {
        public var name: String
        /// One value per label; `nil` where there is no data.
        public var values: [Double?]

        public init(name: String, values: [Double?]) {
            self.name = name
            self.values = values
        }
    }

    public var id: String
    public var title: String
    public var description: String?
    public var labels: [String]
    /// What the description, tooltips and table say for each label when the axis's short one
    /// would not name the point alone ("29 Nov" heard as "Sunday 29 November"); nil: `labels`.
    public var spokenLabels: [String]?
    public var series: [Series]
    public var valueFormat: ValueFormat
    /// Bars need zero on the axis; a line of values far from zero (a sleep score around 80) reads
    /// better without it.
    public var includesZero: Bool
    public var categoryName: String?
    public var width: Double
    public var height: Double
    public var layout: ChartLayout { .fluid }

    public init(
        id: String, title: String, description: String? = nil, labels: [String], series: [Series],
        valueFormat: ValueFormat = .integer, includesZero: Bool = true, categoryName: String? = nil,
        spokenLabels: [String]? = nil, width: Double = 360, height: Double = 220
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.labels = labels
        self.spokenLabels = spokenLabels.flatMap { $0.count == labels.count ? $0 : nil }
        self.series = series
        self.valueFormat = valueFormat
        self.includesZero = includesZero
        self.categoryName = categoryName
        self.width = width
        self.height = height
    }

    /// The label a reader hears and reads outside the axis.
    func fullLabel(_ index: Int) -> String {
        spokenLabels?[index] ?? labels[index]
    }

    func value(_ series: Series, _ index: Int) -> Double? {
        index < series.values.count ? series.values[index].flatMap { $0.isFinite ? $0 : nil } : nil
    }

    public func svg(language: Language) -> ChartSVG {
        let legend = Legend(
            items: series.count > 1 ? series.enumerated().map { .init(label: $1.name, fillClass: SeriesColor.fill($0)) } : [],
            width: width - 16)
        let values = series.flatMap { line in labels.indices.compactMap { value(line, $0) } }
        let chart = CartesianFrame(
            width: width, height: height,
            scale: LinearScale(values: values, format: valueFormat, includesZero: includesZero),
            format: valueFormat, language: language, bottomReserve: legend.height + (legend.height > 0 ? 6 : 0))
        // The end points stay clear of the axis labels and the edge, so the first and last
        // category labels are not cut.
        let inset = labels.count > 1 ? Swift.min(16, chart.plotWidth / Double(labels.count) / 2) : 0
        let step = labels.count > 1 ? (chart.plotWidth - 2 * inset) / Double(labels.count - 1) : 0
        let xs = labels.indices.map { labels.count > 1 ? chart.left + inset + step * Double($0) : chart.left + chart.plotWidth / 2 }
        let showsPoints = labels.count <= 31
        let frame = ChartFrame(
            id: id, kind: "line", title: title, description: description ?? summary(language), width: width, height: height)
        return frame.svg {
            chart.grid()
            if values.isEmpty { frame.emptyMessage(ChartText.noData.text(language), y: (chart.top + chart.bottom) / 2) }
            for (index, line) in series.enumerated() {
                let points = labels.indices.map { i in value(line, i).map { Point(x: xs[i], y: chart.y($0)) } }
                SVG.g(.class("chart-series")) {
                    SVG.path(
                        .class("chart-line \(SeriesColor.stroke(index))"), .d(Self.path(through: points)), .fill("none"),
                        .strokeWidth(2), .strokeLinejoin("round"), .strokeLinecap("round"))
                    for (i, point) in points.enumerated() {
                        // Points that no segment reaches would be invisible without a dot.
                        if let point, showsPoints || Self.isIsolated(i, points) {
                            SVG.circle(.class(SeriesColor.fill(index)), .cx(point.x), .cy(point.y), .r(3)) {
                                SVG.title { tooltip(line: line, index: i, language: language) }
                            }
                        }
                    }
                }
            }
            chart.categoryLabels(labels, centers: xs, slot: labels.count > 1 ? step : chart.plotWidth)
            legend.render(x: 8, y: height - legend.height - 2)
        }
    }

    private func tooltip(line: Series, index: Int, language: Language) -> String {
        let label = series.count > 1 ? "\(fullLabel(index)), \(line.name)" : fullLabel(index)
        return ChartText.pointValue.text(language, ["label": label, "value": valueFormat(value(line, index) ?? 0, language)])
    }

    /// Straight segments through the points, starting afresh after each gap.
    static func path(through points: [Point?]) -> SVGPath {
        var path = SVGPath()
        var drawing = false
        for point in points {
            guard let point else {
                drawing = false
                continue
            }
            if drawing { path.line(to: point.x, point.y) } else { path.move(to: point.x, point.y) }
            drawing = true
        }
        return path
    }

    static func isIsolated(_ index: Int, _ points: [Point?]) -> Bool {
        let before = index > 0 ? points[index - 1] : nil
        let after = index + 1 < points.count ? points[index + 1] : nil
        return before == nil && after == nil
    }

    public func dataTable(language: Language) -> ChartDataTable {
        ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [categoryName ?? ChartText.category.text(language)] + series.map(\.name),
            rows: labels.indices.map { index in
                .init(header: fullLabel(index), cells: series.map { line in value(line, index).map { valueFormat($0, language) } ?? "–" })
            },
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language) -> String {
        let parts = series.map { line -> String in
            let points = labels.indices.compactMap { index in value(line, index).map { (fullLabel(index), $0) } }
            let text = Summary.trend(points, valueFormat, language)
            return series.count > 1 ? "\(line.name): \(text)" : text
        }
        return parts.isEmpty ? ChartText.noData.text(language) : parts.joined(separator: " ")
    }
}
