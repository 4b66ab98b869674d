/// `{name}` placeholders, the one placeholder style of every string table.
///
/// A placeholder is `{`, a name of ASCII letters, digits, `_` or `.`, and `}`; any other brace
/// is text (`{ }`, `{{name}}` around a value). Filling walks the template's UTF-8 once, left to
/// right, copying literal runs and values into one buffer: text inserted for one placeholder (a
/// note title that happens to contain `{count}`) is never scanned again, so the result does not
/// depend on the dictionary's order, and the cost is linear in the template and the values.
/// Unknown names stay as written, so a missing argument shows instead of vanishing.
public enum Placeholders {
    /// `template` with each `{name}` found in `arguments` replaced by its value.
    public static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.utf8.contains(openBrace) else { return template }
        var template = template
        return template.withUTF8 { bytes in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + arguments.values.reduce(0) { $0 + $1.utf8.count })
            scan(bytes) { piece in
                switch piece {
                case .text(let range):
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
                case .placeholder(let name, let whole):
                    if let value = arguments[name] {
                        output.append(contentsOf: value.utf8)
                    } else {
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[whole]))
                    }
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The placeholder names a template uses (a test checks every language uses the same ones).
    public static func names(in template: String) -> Set<String> {
        var template = template
        return template.withUTF8 { bytes in
            var names: Set<String> = []
            scan(bytes) { piece in
                if case .placeholder(let name, _) = piece { names.insert(name) }
            }
            return names
        }
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    /// A run of a template: literal bytes, or a placeholder's name and its bytes as written
    /// (offsets into the template's UTF-8).
    private enum Piece {
        case text(Range<Int>)
        case placeholder(name: String, whole: ClosedRange<Int>)
    }

    /// Calls `body` with the template's pieces in order, in one pass over its UTF-8. Integer
    /// offsets into the bytes, not `String.Index`: every page fills a template per row.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Piece) -> Void) {
        var literalStart = 0
        var cursor = 0
        while let open = bytes[cursor...].firstIndex(of: openBrace) {
            var end = open + 1
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            // `{` + at least one name byte + `}`; else the brace is text and scanning goes on after it
            guard end < bytes.count, bytes[end] == closeBrace, end > open + 1 else {
                cursor = max(end, open + 1)
                continue
            }
            if literalStart < open { body(.text(literalStart..<open)) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<end]), as: UTF8.self)
            body(.placeholder(name: name, whole: open...end))
            cursor = end + 1
            literalStart = cursor
        }
        if literalStart < bytes.count { body(.text(literalStart..<bytes.count)) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
