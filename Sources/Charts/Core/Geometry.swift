import Foundation
import Markup

/// A point in the chart's own coordinates (y grows downwards, as in SVG).
struct Point: Equatable {
    var x: Double
    var y: Double
}

/// Round shapes measured in turns of a clock face: 0 at twelve o'clock, growing clockwise, so a
/// 24-hour ring maps minutes straight to turns and a donut starts at the top.
struct Dial {
    let center: Point

    func point(radius: Double, turns: Double) -> Point {
        let angle = turns * 2 * Double.pi
        return Point(x: center.x + radius * sin(angle), y: center.y - radius * cos(angle))
    }

    /// The band between `inner` and `outer` from `start` to `end` turns (`end` may pass 1, for a
    /// block that crosses midnight). A full turn or more is drawn as a whole ring.
    func sector(outer: Double, inner: Double, from start: Double, to end: Double) -> SVGPath {
        let sweep = end - start
        guard sweep < 1 else { return ring(outer: outer, inner: inner) }
        let large = sweep > 0.5
        var path = SVGPath()
        let a = point(radius: outer, turns: start)
        let b = point(radius: outer, turns: end)
        let c = point(radius: inner, turns: end)
        let d = point(radius: inner, turns: start)
        path.move(to: a.x, a.y)
        path.arc(radius: outer, largeArc: large, clockwise: true, to: b.x, b.y)
        path.line(to: c.x, c.y)
        path.arc(radius: inner, largeArc: large, clockwise: false, to: d.x, d.y)
        path.close()
        return path
    }

    /// A whole ring as two circles (fill it with `fill-rule="evenodd"`): one arc cannot close a
    /// circle, so each circle is two half arcs.
    func ring(outer: Double, inner: Double) -> SVGPath {
        var path = SVGPath()
        for radius in [outer, inner] {
            let top = point(radius: radius, turns: 0)
            let bottom = point(radius: radius, turns: 0.5)
            path.move(to: top.x, top.y)
            path.arc(radius: radius, largeArc: false, clockwise: true, to: bottom.x, bottom.y)
            path.arc(radius: radius, largeArc: false, clockwise: true, to: top.x, top.y)
            path.close()
        }
        return path
    }
}
