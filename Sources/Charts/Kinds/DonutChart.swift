import Localization
import Markup

/// Parts of a whole as a ring (launch outcomes, entries by kind), starting at twelve o'clock and
/// going clockwise, with a figure in the middle and a legend giving each part's value and share.
public struct DonutChart: Chart {
    /// A part and its value. Negative values cannot be part of a whole: they are drawn as zero
    /// (the table still shows them as given).
    public typealias Slice = LabeledValue

    public var id: String
    public var title: String
    public var description: String?
    public var slices: [Slice]
    public var valueFormat: ValueFormat
    /// The big figure in the middle ("92%"); the formatted total when `nil`.
    public var centerValue: String?
    /// The small line under it ("success"); "Total" when `nil` and the total is shown.
    public var centerLabel: String?
    public var categoryName: String?
    public var width: Double
    public var layout: ChartLayout { .fluid }

    static let radius = 90.0
    static let thickness = 26.0
    static let top = 8.0

    public init(
        id: String, title: String, description: String? = nil, slices: [Slice], valueFormat: ValueFormat = .integer,
        centerValue: String? = nil, centerLabel: String? = nil, categoryName: String? = nil, width: Double = 320
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.slices = slices
        self.valueFormat = valueFormat
        self.centerValue = centerValue
        self.centerLabel = centerLabel
        self.categoryName = categoryName
        self.width = width
    }

    var total: Double { slices.reduce(0) { $0 + drawn($1) } }

    func drawn(_ slice: Slice) -> Double { slice.value.isFinite ? Swift.max(slice.value, 0) : 0 }

    func share(_ slice: Slice, _ language: Language) -> String {
        LocalizedNumber.percent(total > 0 ? drawn(slice) / total : 0, language)
    }

    private func legend(_ language: Language) -> Legend {
        Legend(
            items: slices.enumerated().map { index, slice in
                let figure = ChartText.valueAndShare.text(
                    language, ["value": valueFormat(slice.value, language), "share": share(slice, language)])
                return .init(
                    label: ChartText.pointValue.text(language, ["label": slice.label, "value": figure]),
                    fillClass: SeriesColor.fill(index))
            },
            width: width - 16)
    }

    public func svg(language: Language) -> ChartSVG {
        let legend = self.legend(language)
        let height = Self.top + 2 * Self.radius + (legend.height > 0 ? 12 + legend.height : 8)
        let dial = Dial(center: Point(x: width / 2, y: Self.top + Self.radius))
        let inner = Self.radius - Self.thickness
        let total = self.total
        // Nothing to total: the middle says so quietly instead of showing a big 0.
        let middle = centerValue ?? (total > 0 ? valueFormat(total, language) : nil)
        let caption = centerLabel ?? (centerValue == nil && middle != nil ? ChartText.total.text(language) : nil)
        var arcs: [(index: Int, start: Double, sweep: Double)] = []
        var start = 0.0
        for (index, slice) in slices.enumerated() where total > 0 && drawn(slice) > 0 {
            arcs.append((index, start, drawn(slice) / total))
            start += drawn(slice) / total
        }
        let frame = ChartFrame(
            id: id, kind: "donut", title: title, description: description ?? summary(language), width: width, height: height)
        return frame.svg {
            SVG.path(.class("chart-track"), .d(dial.ring(outer: Self.radius, inner: inner)), .fillRule("evenodd"))
            SVG.g(.class("chart-slices")) {
                for arc in arcs {
                    // A lone slice is the whole ring: no gap line where it would meet itself.
                    let isWhole = arc.sweep >= 1
                    SVG.path(
                        .class(SeriesColor.fill(arc.index)), .class(isWhole ? nil : "chart-gap"),
                        .d(dial.sector(outer: Self.radius, inner: inner, from: arc.start, to: arc.start + arc.sweep)),
                        .fillRule("evenodd"), .strokeWidth(isWhole ? 0 : 2)
                    ) {
                        SVG.title {
                            ChartText.pointValue.text(
                                language, ["label": slices[arc.index].label, "value": share(slices[arc.index], language)])
                        }
                    }
                }
            }
            CenterFigure(
                center: dial.center, room: 2 * inner - 12, value: middle, label: caption, valueSize: 26, labelSize: 12
            ).render(noData: ChartText.noData.text(language))
            legend.render(x: 8, y: Self.top + 2 * Self.radius + 12)
        }
    }

    public func dataTable(language: Language) -> ChartDataTable {
        ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [
                categoryName ?? ChartText.category.text(language), ChartText.value.text(language),
                ChartText.share.text(language),
            ],
            rows: slices.map { .init(header: $0.label, cells: [valueFormat($0.value, language), share($0, language)]) },
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language) -> String {
        guard total > 0, let largest = slices.max(by: { drawn($0) < drawn($1) }) else { return ChartText.noData.text(language) }
        return ChartText.summaryLargest.text(
            language,
            ["label": largest.label, "value": valueFormat(largest.value, language), "share": share(largest, language)])
    }
}
