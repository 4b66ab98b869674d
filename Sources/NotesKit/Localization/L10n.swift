/// NotesKit's user-facing strings, in a typed table rather than `.lproj` bundles
/// (bundle localization is unreliable on Linux, and the server renders the same strings).
///
/// Placeholders are named, `{count}`, so translations can reorder them freely.
public enum L10n {
    /// The text for `key` in `language`. Every key exists in every language (a test checks it);
    /// English is only a safety net.
    public static func string(_ key: Key, in language: Language) -> String {
        table(for: language)[key] ?? english[key] ?? key.rawValue
    }

    /// The text for `key` with each `{name}` replaced by `arguments["name"]`.
    /// One pass over the template: text inserted for one placeholder (a note title, say)
    /// is never scanned for further placeholders.
    public static func format(_ key: Key, in language: Language, _ arguments: [String: String]) -> String {
        let template = string(key, in: language)
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += arguments[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Picks the singular or plural key for `count` and fills in `{count}`.
    public static func plural(one: Key, other: Key, count: Int, in language: Language) -> String {
        let key = language.usesSingular(for: count) ? one : other
        return format(key, in: language, ["count": String(count)])
    }

    static func table(for language: Language) -> [Key: String] {
        switch language {
        case .en: english
        case .tr: turkish
        case .fr: french
        }
    }
}
