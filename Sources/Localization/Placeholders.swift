/// `{name}` placeholders: filled in one pass, so text inserted for one placeholder (a note title
/// that happens to contain `{count}`) is never scanned again. Unknown names stay as written.
public enum Placeholders {
    public static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var result = ""
        result.reserveCapacity(template.utf8.count + 16)
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if let value = arguments[String(name)] {
                result += value
            } else {
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The placeholder names a template uses (a test checks every language uses the same ones).
    public static func names(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
