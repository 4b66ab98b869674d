import Markup

/// Swatches with names, laid out left to right and wrapped into rows that fit the chart's width.
struct Legend {
    struct Item {
        let label: String
        /// The swatch's colour class (`chart-fill-2`).
        let fillClass: String
    }

    static let fontSize = 12.0
    static let rowHeight = 18.0
    private static let swatch = 10.0
    private static let spacing = 14.0

    let items: [Item]
    let width: Double

    /// Rows of (item, x) pairs; a label longer than the whole width is shortened.
    private var rows: [[(item: Item, x: Double, label: String)]] {
        var rows: [[(item: Item, x: Double, label: String)]] = [[]]
        var x = 0.0
        let room = width - Self.swatch - 4
        for item in items {
            let label = TextFit.truncate(item.label, width: room, fontSize: Self.fontSize)
            let itemWidth = Self.swatch + 4 + TextFit.width(label, fontSize: Self.fontSize)
            if x > 0 && x + itemWidth > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append((item, x, label))
            x += itemWidth + Self.spacing
        }
        return rows
    }

    var height: Double { items.isEmpty ? 0 : Double(rows.count) * Self.rowHeight }

    /// The legend with its top-left corner at (`x`, `y`).
    func render(x: Double, y: Double) -> some HTML {
        let rows = self.rows
        return SVG.g(.class("chart-legend")) {
            for (index, row) in rows.enumerated() {
                let rowY = y + Double(index) * Self.rowHeight
                for entry in row {
                    SVG.rect(
                        .class(entry.item.fillClass), .x(x + entry.x), .y(rowY + 4), .width(Self.swatch),
                        .height(Self.swatch), .rx(2))
                    SVG.text(
                        .class("chart-label"), .x(x + entry.x + Self.swatch + 4), .y(rowY + 13),
                        .fontSize(Self.fontSize)
                    ) { entry.label }
                }
            }
        }
    }
}
