import Localization
import Markup

/// A label and its number: a bar, a donut slice.
public struct LabeledValue: Sendable, Equatable {
    /// What the axis writes under the bar: short ("14", "16:00").
    public var label: String
    public var value: Double
    /// What the chart's description, tooltip and table say for it when the axis's short label
    /// would not name it alone: a day's number read as "Saturday 14 November"; nil: `label`.
    public var spokenLabel: String?

    public init(label: String, value: Double, spokenLabel: String? = nil) {
        self.label = label
        self.value = value
        self.spokenLabel = spokenLabel
    }

    /// The label a reader hears and reads outside the axis.
    public var fullLabel: String { spokenLabel ?? label }
}

/// One bar: a category and its value.
public typealias Bar = LabeledValue

/// Vertical bars from a zero baseline (negative values hang below it), a round value axis and
/// category labels; values are written on the bars when there are few enough to fit.
public struct BarChart: Chart {
    public var id: String
    public var title: String
    /// Read after the title by screen readers; a summary (highest, lowest) when `nil`.
    public var description: String?
    public var bars: [Bar]
    public var valueFormat: ValueFormat
    /// The table's header for the labels column ("Year"); "Category" when `nil`.
    public var categoryName: String?
    /// The table's header for the values column ("Launches"); "Value" when `nil`.
    public var valueName: String?
    public var width: Double
    public var height: Double
    public var layout: ChartLayout { .fluid }

    public init(
        id: String, title: String, description: String? = nil, bars: [Bar], valueFormat: ValueFormat = .integer,
        categoryName: String? = nil, valueName: String? = nil, width: Double = 360, height: Double = 220
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.bars = bars
        self.valueFormat = valueFormat
        self.categoryName = categoryName
        self.valueName = valueName
        self.width = width
        self.height = height
    }

    public func svg(language: Language) -> ChartSVG {
        // A value that is not a number is drawn as nothing (and written as "–").
        let values = bars.map { $0.value.isFinite ? $0.value : 0 }
        let chart = CartesianFrame(
            width: width, height: height, scale: LinearScale(values: values, format: valueFormat),
            format: valueFormat, language: language)
        let slot = chart.plotWidth / Double(Swift.max(bars.count, 1))
        let barWidth = Swift.min(slot * 0.7, 48)
        let centers = bars.indices.map { chart.left + slot * (Double($0) + 0.5) }
        let valueLabels = bars.map { valueFormat($0.value, language) }
        let tooltip = PairText(language)
        let labelsFit = bars.count <= 12
            && valueLabels.allSatisfy { TextFit.width($0, fontSize: CartesianFrame.labelFontSize) <= slot - 2 }
        let frame = ChartFrame(
            id: id, kind: "bar", title: title, description: description ?? summary(language), width: width, height: height)
        return frame.svg {
            chart.grid()
            if bars.isEmpty { frame.emptyMessage(ChartText.noData.text(language), y: (chart.top + chart.bottom) / 2) }
            SVG.g(.class("chart-bars")) {
                for (index, bar) in bars.enumerated() {
                    let value = values[index]
                    let top = chart.y(Swift.max(value, 0))
                    let base = chart.y(Swift.min(value, 0))
                    SVG.rect(
                        .class(value < 0 ? "chart-fill-negative" : "chart-fill-1"), .x(centers[index] - barWidth / 2),
                        .y(top), .width(barWidth), .height(base - top), .rx(Swift.min(3, barWidth / 4))
                    ) {
                        SVG.title { tooltip(bar.fullLabel, valueLabels[index]) }
                    }
                    if labelsFit {
                        SVG.text(
                            .class("chart-label"), .x(centers[index]), .y(value < 0 ? base + 12 : top - 4),
                            .textAnchor("middle"), .fontSize(CartesianFrame.labelFontSize)
                        ) { valueLabels[index] }
                    }
                }
            }
            chart.categoryLabels(bars.map(\.label), centers: centers, slot: slot)
        }
    }

    public func dataTable(language: Language) -> ChartDataTable {
        ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [categoryName ?? ChartText.category.text(language), valueName ?? ChartText.value.text(language)],
            rows: bars.map { .init(header: $0.fullLabel, cells: [valueFormat($0.value, language)]) },
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language) -> String {
        Summary.extremes(bars.map { ($0.fullLabel, $0.value) }, valueFormat, language)
    }
}
