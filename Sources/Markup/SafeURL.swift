/// Keeps `javascript:` and other script-running URLs out of links and sources.
///
/// Every URL attribute (`href`, `src`, `action`, `formaction`, `poster`) passes through here, so a
/// link built from stored or upstream data (a launch's webcast URL, a note's text) can never run
/// script. Relative URLs and the schemes a page legitimately links to pass unchanged; anything
/// else becomes `#`.
public enum SafeURL {
    static let linkSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "geo", "webcal", "maps"]
    static let sourceSchemes: Set<String> = ["http", "https", "blob"]

    /// A URL for `href`/`action`.
    public static func link(_ url: String) -> String {
        check(url, schemes: linkSchemes, allowsDataImage: false)
    }

    /// A URL for `src`/`poster`: also `blob:` and `data:image/…` (an inline QR code, say).
    public static func source(_ url: String) -> String {
        check(url, schemes: sourceSchemes, allowsDataImage: true)
    }

    static func check(_ url: String, schemes: Set<String>, allowsDataImage: Bool) -> String {
        // Browsers ignore ASCII whitespace and control characters anywhere in a scheme
        // ("java\tscript:"), so judge the URL with them skipped. Read as UTF-8 bytes: a
        // multi-byte character never contains a byte below 0x80, so none is mistaken for one.
        var scheme: [UInt8] = []
        var hasScheme = false
        for byte in url.utf8 {
            if byte <= 0x20 || byte == 0x7F { continue }
            if byte == UInt8(ascii: ":") {
                hasScheme = true
                break
            }
            // A path, query or fragment before any colon: a relative URL (most links on a page).
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return url }
            scheme.append(byte)
        }
        guard hasScheme else { return url }  // no colon: relative
        let lowered = String(decoding: scheme, as: UTF8.self).lowercased()
        if schemes.contains(lowered) { return url }
        if allowsDataImage && lowered == "data" {
            let significant = url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
            let rest = String(String.UnicodeScalarView(significant)).lowercased()
            let allowed = ["data:image/png", "data:image/jpeg", "data:image/webp", "data:image/gif", "data:image/svg+xml"]
            if allowed.contains(where: { rest.hasPrefix($0) }) { return url }
        }
        return "#"
    }
}
