import Markup

/// The middle of a round chart (donut, day ring): a big figure with a small line under it, or a
/// quiet "No data" when there is nothing to total.
struct CenterFigure {
    let center: Point
    /// The width the text may take inside the ring.
    let room: Double
    /// `nil` when there is no data.
    let value: String?
    let label: String?
    let valueSize: Double
    let labelSize: Double

    func render(noData: String) -> some HTML {
        let fits = value.map { TextFit.width($0, fontSize: valueSize) <= room } ?? true
        let size = fits ? valueSize : (valueSize * 0.65).rounded()
        return SVG.g(.class("chart-center")) {
            if let value {
                SVG.text(
                    .class("chart-label chart-center-value"), .x(center.x), .y(center.y + (label == nil ? size * 0.35 : 2)),
                    .textAnchor("middle"), .fontSize(size), .fontWeight("600")
                ) { TextFit.truncate(value, width: room, fontSize: size) }
                if let label {
                    SVG.text(
                        .class("chart-axis"), .x(center.x), .y(center.y + 2 + labelSize * 1.6), .textAnchor("middle"),
                        .fontSize(labelSize)
                    ) { TextFit.truncate(label, width: room, fontSize: labelSize) }
                }
            } else {
                SVG.text(.class("chart-axis"), .x(center.x), .y(center.y + 4.5), .textAnchor("middle"), .fontSize(13)) {
                    TextFit.truncate(noData, width: room, fontSize: 13)
                }
            }
        }
    }
}
