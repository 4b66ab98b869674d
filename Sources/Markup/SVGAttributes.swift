/// Presentation and geometry attributes of SVG elements. Numbers are written by ``HTMLNumber``
/// (at most two decimals, no exponent), so the same chart always renders the same bytes.
extension HTMLAttribute where Tag: HTMLTrait.SVGElement {
    static func number(_ name: StaticString, _ value: Double) -> Self { attribute(name, HTMLNumber.format(value)) }

    public static var xmlns: Self { attribute("xmlns", "http://www.w3.org/2000/svg") }
    public static func viewBox(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Self {
        attribute("viewBox", [x, y, width, height].map { HTMLNumber.format($0) }.joined(separator: " "))
    }
    public static func preserveAspectRatio(_ value: String) -> Self { attribute("preserveAspectRatio", value) }
    public static func focusable(_ isFocusable: Bool) -> Self { attribute("focusable", isFocusable ? "true" : "false") }

    public static func x(_ value: Double) -> Self { number("x", value) }
    public static func y(_ value: Double) -> Self { number("y", value) }
    public static func dx(_ value: Double) -> Self { number("dx", value) }
    public static func dy(_ value: Double) -> Self { number("dy", value) }
    public static func width(_ value: Double) -> Self { number("width", value) }
    public static func height(_ value: Double) -> Self { number("height", value) }
    public static func x1(_ value: Double) -> Self { number("x1", value) }
    public static func y1(_ value: Double) -> Self { number("y1", value) }
    public static func x2(_ value: Double) -> Self { number("x2", value) }
    public static func y2(_ value: Double) -> Self { number("y2", value) }
    public static func cx(_ value: Double) -> Self { number("cx", value) }
    public static func cy(_ value: Double) -> Self { number("cy", value) }
    public static func r(_ value: Double) -> Self { number("r", value) }
    public static func rx(_ value: Double) -> Self { number("rx", value) }
    public static func ry(_ value: Double) -> Self { number("ry", value) }
    public static func offset(_ value: Double) -> Self { number("offset", value) }
    public static func pathLength(_ value: Double) -> Self { number("pathLength", value) }

    /// Path data; build it with numbers from ``HTMLNumber`` so output stays deterministic.
    public static func d(_ value: String) -> Self { attribute("d", value) }
    public static func d(_ path: SVGPath) -> Self { attribute("d", path.data) }
    /// `evenodd` cuts the inner subpath out of the outer one (a ring drawn as one path).
    public static func fillRule(_ value: String) -> Self { attribute("fill-rule", value) }
    public static func points(_ value: [(Double, Double)]) -> Self {
        attribute("points", value.map { "\(HTMLNumber.format($0.0)),\(HTMLNumber.format($0.1))" }.joined(separator: " "))
    }
    public static func transform(_ value: String) -> Self { attribute("transform", value) }

    /// Colours: prefer `currentColor` or a class whose CSS uses the theme's custom properties.
    public static func fill(_ value: String) -> Self { attribute("fill", value) }
    public static func stroke(_ value: String) -> Self { attribute("stroke", value) }
    public static func strokeWidth(_ value: Double) -> Self { number("stroke-width", value) }
    public static func strokeLinecap(_ value: String) -> Self { attribute("stroke-linecap", value) }
    public static func strokeLinejoin(_ value: String) -> Self { attribute("stroke-linejoin", value) }
    public static func strokeDasharray(_ value: String) -> Self { attribute("stroke-dasharray", value) }
    public static func opacity(_ value: Double) -> Self { number("opacity", value) }
    public static func textAnchor(_ value: String) -> Self { attribute("text-anchor", value) }
    public static func dominantBaseline(_ value: String) -> Self { attribute("dominant-baseline", value) }
    public static func fontSize(_ value: Double) -> Self { number("font-size", value) }
    public static func fontWeight(_ value: String) -> Self { attribute("font-weight", value) }
    public static func clipPath(_ value: String) -> Self { attribute("clip-path", value) }
    public static func href(_ value: String) -> Self { attribute("href", SafeURL.link(value)) }
    /// An `<image>`'s picture: like `src`, it may be a `data:image/…` URL.
    public static func imageSource(_ value: String) -> Self { attribute("href", SafeURL.source(value)) }
    public static func gradientUnits(_ value: String) -> Self { attribute("gradientUnits", value) }
    public static func stopColor(_ value: String) -> Self { attribute("stop-color", value) }
}
