/// Path data (`d`) built from commands, every number written by ``HTMLNumber``, so a shape always
/// renders the same bytes.
///
/// ```swift
/// var outline = SVGPath()
/// outline.move(to: 0, 10)
/// outline.arc(radius: 10, largeArc: false, clockwise: true, to: 10, 0)
/// outline.close()
/// SVG.path(.d(outline))
/// ```
public struct SVGPath: Sendable, Equatable {
    public private(set) var data: String = ""

    public init() {}

    public var isEmpty: Bool { data.isEmpty }

    /// `M x y`: starts a new subpath.
    public mutating func move(to x: Double, _ y: Double) {
        append("M", x, y)
    }

    /// `L x y`: a straight line.
    public mutating func line(to x: Double, _ y: Double) {
        append("L", x, y)
    }

    /// `A r r 0 large sweep x y`: a circular arc of `radius` to the point (`clockwise` in screen
    /// coordinates, where y grows downwards).
    public mutating func arc(radius: Double, largeArc: Bool, clockwise: Bool, to x: Double, _ y: Double) {
        let r = HTMLNumber.format(radius)
        if !data.isEmpty { data += " " }
        data += "A\(r) \(r) 0 \(largeArc ? 1 : 0) \(clockwise ? 1 : 0) \(HTMLNumber.format(x)) \(HTMLNumber.format(y))"
    }

    /// `Z`: back to the start of the subpath.
    public mutating func close() {
        data += data.isEmpty ? "Z" : " Z"
    }

    private mutating func append(_ command: String, _ x: Double, _ y: Double) {
        if !data.isEmpty { data += " " }
        data += command + HTMLNumber.format(x) + " " + HTMLNumber.format(y)
    }
}
