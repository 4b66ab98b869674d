/// The one buffer a page renders into: UTF-8 bytes, appended in order.
///
/// Memory of its own rather than an `[UInt8]`: a page makes thousands of appends of a few bytes
/// each (`<`, a tag name, `="`), and `Array.append(contentsOf:)` with its uniqueness and
/// capacity checks was a third of a 50-row list's rendering. Not copyable, so the memory has
/// exactly one owner; pages get their bytes from ``HTML/renderedBytes(capacity:)``.
public struct HTMLOutput: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    public init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The markup written so far.
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Markup from the code itself (tag names, attribute names, punctuation).
    public mutating func write(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            append(literal.utf8Start, literal.utf8CodeUnitCount)
        } else {
            literal.withUTF8Buffer { append($0) }
        }
    }

    /// Text or an attribute value: the five HTML-special characters become entities.
    ///
    /// Works on UTF-8 bytes and copies the runs between special bytes whole; all five are
    /// ASCII, so a run never splits a multi-byte character. Most text has none and is copied
    /// in one go.
    public mutating func writeEscaped(_ text: String) {
        var text = text
        text.withUTF8 { source in
            guard let base = source.baseAddress else { return }
            var runStart = 0
            for index in 0..<source.count {
                let replacement: StaticString
                switch base[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                append(base + runStart, index - runStart)
                write(replacement)
                runStart = index + 1
            }
            append(base + runStart, source.count - runStart)
        }
    }

    /// JSON inside a `<script>` element: `<`, `>`, `&` and the line separators U+2028 and
    /// U+2029 become `\u` escapes, which JSON reads back unchanged. Like `writeEscaped`, on
    /// UTF-8 bytes with the runs between them copied whole (the separators are the only
    /// three-byte sequences starting E2 80 A8 / E2 80 A9).
    mutating func writeJSONForScript(_ json: String) {
        var json = json
        json.withUTF8 { source in
            guard let base = source.baseAddress else { return }
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
                append(base + runStart, index - runStart)
                write(replacement)
                index += length
                runStart = index
            }
            append(base + runStart, source.count - runStart)
        }
    }

    /// Markup as given. Reached only through ``UnsafeRawHTML`` and the module's own types.
    mutating func writeRaw(_ markup: String) {
        var markup = markup
        markup.withUTF8 { append($0) }
    }

    /// A number in the shortest decimal form: integers without a fraction, others with at most
    /// `maxFractionDigits` digits and no trailing zeros, never in exponent form. Deterministic,
    /// so rendered SVG can be compared with golden files.
    public mutating func write(number: Double, maxFractionDigits: Int = 2) {
        writeRaw(HTMLNumber.format(number, maxFractionDigits: maxFractionDigits))
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        append(base, bytes.count)
    }

    private mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0 else { return }
        if count + length > capacity { grow(toHold: count + length) }
        (start + count).initialize(from: source, count: length)
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = newCapacity
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
