/// HTML escaping for what Plot leaves alone.
///
/// Plot escapes element text but writes attribute values exactly as given, so any value that
/// can hold user input (a form value, a URL with a query) must go through `attribute(_:)`. The
/// components in this module do that themselves; code that builds attributes by hand must too.
public enum HTMLEscaping {
    /// An attribute value, safe inside double quotes.
    public static func attribute(_ value: String) -> String { escape(value) }

    public static func escape(_ text: String) -> String {
        // Works on UTF-8 bytes: most text has nothing to escape and is returned as it is, and
        // the rest is copied in runs between the five special bytes (all ASCII, so a run never
        // splits a multi-byte character).
        let bytes = text.utf8
        guard bytes.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        for byte in bytes {
            switch byte {
            case 0x26: out.append(contentsOf: "&amp;".utf8)
            case 0x3C: out.append(contentsOf: "&lt;".utf8)
            case 0x3E: out.append(contentsOf: "&gt;".utf8)
            case 0x22: out.append(contentsOf: "&quot;".utf8)
            case 0x27: out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
