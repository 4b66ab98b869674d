/// HTML escaping for what Plot leaves alone.
///
/// Plot escapes element text but writes attribute values exactly as given, so any value that
/// can hold user input (a form value, a URL with a query) must go through `attribute(_:)`. The
/// components in this module do that themselves; code that builds attributes by hand must too.
public enum HTMLEscaping {
    /// An attribute value, safe inside double quotes.
    public static func attribute(_ value: String) -> String { escape(value) }

    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
