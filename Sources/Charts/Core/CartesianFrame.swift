import Localization
import Markup

/// The plot area of a chart with a value axis (bars, stacked bars, lines): round ticks on the
/// left with grid lines, category labels underneath, and room reserved below for a legend.
struct CartesianFrame {
    static let tickFontSize = 11.0
    static let labelFontSize = 11.0

    let scale: LinearScale
    let tickLabels: [String]
    let left: Double
    let top: Double
    let right: Double
    let bottom: Double

    /// `bottomReserve`: height kept free under the category labels (a legend).
    init(
        width: Double, height: Double, scale: LinearScale, format: ValueFormat, language: Language,
        topReserve: Double = 16, bottomReserve: Double = 0
    ) {
        self.scale = scale
        tickLabels = scale.ticks.map { format($0, language) }
        let widest = tickLabels.map { TextFit.width($0, fontSize: Self.tickFontSize) }.max() ?? 0
        left = (widest + 8).rounded(.up)
        top = topReserve
        right = width - 8
        bottom = height - 22 - bottomReserve
    }

    var plotWidth: Double { right - left }

    /// The y coordinate of `value`.
    func y(_ value: Double) -> Double {
        bottom - scale.fraction(value) * (bottom - top)
    }

    /// Grid lines with their tick labels, and the zero line drawn stronger when zero is inside.
    func grid() -> some HTML {
        SVG.g(.class("chart-grid-lines")) {
            for (tick, label) in zip(scale.ticks, tickLabels) {
                SVG.line(.class(tick == 0 ? "chart-baseline" : "chart-grid"), .x1(left), .y1(y(tick)), .x2(right), .y2(y(tick)))
                SVG.text(
                    .class("chart-axis"), .x(left - 6), .y(y(tick) + Self.tickFontSize * 0.35), .textAnchor("end"),
                    .fontSize(Self.tickFontSize)
                ) { label }
            }
        }
    }

    /// Category labels centred under their slots. When they cannot all fit, every n-th one is
    /// shown; each is shortened to the room it has (the table keeps the full text).
    func categoryLabels(_ labels: [String], centers: [Double], slot: Double) -> some HTML {
        let natural = labels.map { TextFit.width($0, fontSize: Self.labelFontSize) }.max() ?? 0
        let wanted = Swift.min(natural, 64) + 4
        let stride = Swift.max(1, Int((wanted / Swift.max(slot, 1)).rounded(.up)))
        let room = slot * Double(stride) - 4
        let baseline = bottom + 15
        return SVG.g(.class("chart-categories")) {
            for index in Swift.stride(from: 0, to: labels.count, by: stride) {
                SVG.text(
                    .class("chart-axis"), .x(centers[index]), .y(baseline), .textAnchor("middle"),
                    .fontSize(Self.labelFontSize)
                ) { TextFit.truncate(labels[index], width: room, fontSize: Self.labelFontSize) }
            }
        }
    }
}
