import Foundation

extension QRCode {
    /// A standalone SVG document: one path of unit squares on a white background, quiet zone
    /// included, `shape-rendering="crispEdges"` so no viewer blurs module edges.
    ///
    /// - Parameters:
    ///   - moduleSize: the rendered size of one module in `unit`s (the viewBox stays in modules,
    ///     so the drawing scales without loss).
    ///   - unit: a CSS length unit for `width`/`height` (`px`, `mm`).
    ///   - title: an accessible name (`<title>`), escaped.
    public func svg(moduleSize: Double = 8, unit: String = "px", title: String? = nil) -> String {
        let side = sizeWithQuietZone
        let length = Self.number(Double(side) * moduleSize) + unit
        var path = ""
        path.reserveCapacity(size * size * 4)
        for row in 0..<size {
            var column = 0
            // One horizontal run per stretch of dark modules keeps the path short.
            while column < size {
                guard isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < size && isDark(row: row, column: column) { column += 1 }
                path += "M\(start + Self.quietZone) \(row + Self.quietZone)h\(column - start)v1h-\(column - start)z"
            }
        }
        let label = title.map { "<title>\(Self.escape($0))</title>" } ?? ""
        let role = title == nil ? "" : " role=\"img\""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(length)" height="\(length)" \
            viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges"\(role)>\(label)\
            <rect width="\(side)" height="\(side)" fill="#fff"/><path fill="#000" d="\(path)"/></svg>
            """
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.3f", value)
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
