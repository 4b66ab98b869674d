import Localization
import Markup

/// A word-sized line without axes (a week of sleep scores beside a number): the shape of the
/// values, the last one marked.
public struct Sparkline: Chart {
    public var id: String
    public var title: String
    public var description: String?
    public var values: [Double]
    /// Row headers of the data table (dates); "1", "2", … when `nil`.
    public var labels: [String]?
    public var valueFormat: ValueFormat
    public var width: Double
    public var height: Double
    public var layout: ChartLayout { .fluid }

    public init(
        id: String, title: String, description: String? = nil, values: [Double], labels: [String]? = nil,
        valueFormat: ValueFormat = .integer, width: Double = 120, height: Double = 32
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.values = values
        self.labels = labels
        self.valueFormat = valueFormat
        self.width = width
        self.height = height
    }

    func label(_ index: Int) -> String {
        if let labels, index < labels.count { return labels[index] }
        return String(index + 1)
    }

    public func svg(language: Language) -> ChartSVG {
        let finite = values.map { $0.isFinite ? $0 : 0 }
        let inset = 4.0
        let low = finite.min() ?? 0
        let high = finite.max() ?? 0
        let span = high - low
        let step = finite.count > 1 ? (width - 2 * inset) / Double(finite.count - 1) : 0
        let points = finite.enumerated().map { index, value in
            Point(
                x: finite.count > 1 ? inset + step * Double(index) : width / 2,
                // A flat series runs through the middle rather than along an edge.
                y: span == 0 ? height / 2 : height - inset - (value - low) / span * (height - 2 * inset))
        }
        let frame = ChartFrame(
            id: id, kind: "sparkline", title: title, description: description ?? summary(language), width: width,
            height: height)
        return frame.svg {
            if points.count > 1 {
                SVG.path(
                    .class("chart-line chart-stroke-1"), .d(LineChart.path(through: points)), .fill("none"),
                    .strokeWidth(1.5), .strokeLinejoin("round"), .strokeLinecap("round"))
            }
            if let last = points.last {
                SVG.circle(.class("chart-fill-1"), .cx(last.x), .cy(last.y), .r(2.5))
            }
        }
    }

    public func dataTable(language: Language) -> ChartDataTable {
        ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [ChartText.category.text(language), ChartText.value.text(language)],
            rows: values.indices.map { .init(header: label($0), cells: [valueFormat(values[$0], language)]) },
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language) -> String {
        Summary.trend(values.indices.map { (label($0), values[$0]) }, valueFormat, language)
    }
}
