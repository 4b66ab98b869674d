/// The one buffer a page renders into: UTF-8 bytes, appended in order.
public struct HTMLOutput {
    public private(set) var bytes: [UInt8]

    public init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Markup from the code itself (tag names, attribute names, punctuation).
    public mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text or an attribute value: the five HTML-special characters become entities.
    ///
    /// Works on UTF-8 bytes and copies the runs between special bytes whole; all five are
    /// ASCII, so a run never splits a multi-byte character. Most text has none and is copied
    /// in one go.
    public mutating func writeEscaped(_ text: String) {
        var text = text
        text.withUTF8 { source in
            var runStart = 0
            for index in source.indices {
                let replacement: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// JSON inside a `<script>` element: `<`, `>`, `&` and the line separators U+2028 and
    /// U+2029 become `\u` escapes, which JSON reads back unchanged. Like `writeEscaped`, on
    /// UTF-8 bytes with the runs between them copied whole (the separators are the only
    /// three-byte sequences starting E2 80 A8 / E2 80 A9).
    mutating func writeJSONForScript(_ json: String) {
        var json = json
        json.withUTF8 { source in
            var runStart = 0
            var index = 0
            while index < source.count {
                let replacement: StaticString
                var length = 1
                switch source[index] {
                case UInt8(ascii: "<"): replacement = "\\u003c"
                case UInt8(ascii: ">"): replacement = "\\u003e"
                case UInt8(ascii: "&"): replacement = "\\u0026"
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80 && source[index + 2] == 0xA8:
                    replacement = "\\u2028"; length = 3
                case 0xE2 where index + 2 < source.count && source[index + 1] == 0x80 && source[index + 2] == 0xA9:
                    replacement = "\\u2029"; length = 3
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
        }
    }

    /// Markup as given. Reached only through ``UnsafeRawHTML`` and the module's own types.
    mutating func writeRaw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// A number in the shortest decimal form: integers without a fraction, others with at most
    /// `maxFractionDigits` digits and no trailing zeros, never in exponent form. Deterministic,
    /// so rendered SVG can be compared with golden files.
    public mutating func write(number: Double, maxFractionDigits: Int = 2) {
        writeRaw(HTMLNumber.format(number, maxFractionDigits: maxFractionDigits))
    }
}

/// Number formatting for markup (coordinates, sizes): locale-free and stable.
public enum HTMLNumber {
    public static func format(_ value: Double, maxFractionDigits: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<max(0, min(maxFractionDigits, 6)) { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / Int64(scale)
        var fraction = magnitude % Int64(scale)
        var digits = maxFractionDigits
        while digits > 0 && fraction % 10 == 0 && fraction != 0 {
            fraction /= 10
            digits -= 1
        }
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        }
        return text
    }
}
