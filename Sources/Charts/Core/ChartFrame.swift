import Markup

/// The `<svg>` every chart draws in: its size, its accessible name and description, and the
/// class names the stylesheet colours it by.
struct ChartFrame {
    let ids: ChartIDs
    let kind: String
    let title: String
    let description: String
    let width: Double
    let height: Double

    init(id: String, kind: String, title: String, description: String, width: Double, height: Double) {
        self.ids = ChartIDs(id)
        self.kind = kind
        self.title = title
        self.description = description
        self.width = width
        self.height = height
    }

    func svg(@HTMLBuilder _ content: () -> some HTML) -> ChartSVG {
        let element = SVG.svg(
            .xmlns, .class("chart chart-\(kind)"), .width(width), .height(height), .viewBox(0, 0, width, height),
            .role("img"), .ariaLabelledBy("\(ids.title) \(ids.description)"), .focusable(false)
        ) {
            AnyHTML {
                SVG.title(.id(ids.title)) { title }
                SVG.desc(.id(ids.description)) { description }
                content()
            }
        }
        return ChartSVG(width: width, height: height, element: element)
    }

    /// What an empty chart says in its middle.
    func emptyMessage(_ text: String, y: Double? = nil) -> some HTML {
        SVG.text(
            .class("chart-axis"), .x(width / 2), .y((y ?? height / 2) + 4.5), .textAnchor("middle"), .fontSize(13)
        ) { text }
    }
}
