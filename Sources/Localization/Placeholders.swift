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
        var output: [UInt8] = []
        output.reserveCapacity(template.utf8.count + arguments.values.reduce(0) { $0 + $1.utf8.count })
        scan(template) { piece in
            switch piece {
            case .text(let bytes):
                output.append(contentsOf: bytes)
            case .placeholder(let name, let whole):
                if let value = arguments[name] { output.append(contentsOf: value.utf8) } else { output.append(contentsOf: whole) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The placeholder names a template uses (a test checks every language uses the same ones).
    public static func names(in template: String) -> Set<String> {
        var names: Set<String> = []
        scan(template) { piece in
            if case .placeholder(let name, _) = piece { names.insert(name) }
        }
        return names
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    /// A run of a template: literal bytes, or a placeholder's name and its bytes as written.
    private enum Piece {
        case text(Substring.UTF8View)
        case placeholder(name: String, whole: Substring.UTF8View)
    }

    /// Calls `body` with the template's pieces in order, in one pass over its UTF-8.
    private static func scan(_ template: String, _ body: (Piece) -> Void) {
        let bytes = template[...].utf8
        var literalStart = bytes.startIndex
        var cursor = bytes.startIndex
        while let open = bytes[cursor...].firstIndex(of: openBrace) {
            var end = bytes.index(after: open)
            while end < bytes.endIndex, isNameByte(bytes[end]) { end = bytes.index(after: end) }
            // `{` + at least one name byte + `}`; else the brace is text and scanning goes on after it
            guard end < bytes.endIndex, bytes[end] == closeBrace, end > bytes.index(after: open) else {
                cursor = end > bytes.index(after: open) ? end : bytes.index(after: open)
                continue
            }
            if literalStart < open { body(.text(bytes[literalStart..<open])) }
            let name = String(Substring(bytes[bytes.index(after: open)..<end]))
            body(.placeholder(name: name, whole: bytes[open...end]))
            cursor = bytes.index(after: end)
            literalStart = cursor
        }
        if literalStart < bytes.endIndex { body(.text(bytes[literalStart...])) }
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
