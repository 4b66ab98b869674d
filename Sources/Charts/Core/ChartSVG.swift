import Markup

/// A chart's `<svg>` with its size, so a composed card can lay charts out.
public struct ChartSVG: HTML {
    public let width: Double
    public let height: Double
    /// The drawing keeps only its renderer: charts differ in what they draw.
    public var element: SVG.svg<AnyHTML>

    init(width: Double, height: Double, element: SVG.svg<AnyHTML>) {
        self.width = width
        self.height = height
        self.element = element
    }

    /// The same chart at (`x`, `y`) inside an enclosing SVG (a ``ChartDocument`` card).
    public func placed(x: Double, y: Double) -> ChartSVG {
        ChartSVG(width: width, height: height, element: element.attributes(.x(x), .y(y)))
    }

    public func render(into output: inout HTMLOutput) {
        element.render(into: &output)
    }
}
