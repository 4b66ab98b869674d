/// The typed keys of one module's user-facing strings (an enum with a `String` raw value).
///
/// Each module declares its keys and one table; views and view models ask for text by key, so
/// a typo is a compile error and a missing translation is a failing test.
public protocol LocalizedKey: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The module's strings in every language.
    static var strings: StringTable<Self> { get }
}

extension LocalizedKey {
    /// The text for this key in `language`, `{placeholders}` filled from `arguments`.
    public func text(_ language: Language, _ arguments: [String: String] = [:]) -> String {
        Self.strings.text(self, language, arguments)
    }
}

/// Every string of one module in every language.
///
/// Kept in code rather than `.lproj` bundles: bundle localization is unreliable on Linux, and the
/// server renders the same strings a native app shows.
public struct StringTable<Key: LocalizedKey>: Sendable {
    private let entries: [Language: [Key: String]]

    /// French texts are stored with French punctuation spacing (`FrenchTypography.spaced`), so a
    /// table writes "Prochain : {time}" with a plain space and readers get a no-break one.
    public init(en: [Key: String], tr: [Key: String], fr: [Key: String]) {
        entries = [.en: en, .tr: tr, .fr: fr.mapValues(FrenchTypography.spaced)]
    }

    /// The template for `key`: the language's own, else English, else the key's name (visible,
    /// never blank, and a test keeps it from happening).
    public func template(_ key: Key, _ language: Language) -> String {
        entries[language]?[key] ?? entries[.en]?[key] ?? key.rawValue
    }

    public func text(_ key: Key, _ language: Language, _ arguments: [String: String] = [:]) -> String {
        Placeholders.fill(template(key, language), arguments)
    }

    /// What is wrong with the table, one line per finding: a key missing in a language, a blank
    /// text, a brace that is no `{placeholder}`, a translation whose placeholders differ from the
    /// English text, French punctuation with no space before it. A test per module keeps this empty.
    public func problems() -> [String] {
        var problems: [String] = []
        for key in Key.allCases {
            let expected = entries[.en]?[key].map(Placeholders.names(in:))
            for language in Language.allCases {
                guard let text = entries[language]?[key] else {
                    problems.append("\(language.rawValue): missing \(key.rawValue)")
                    continue
                }
                problems += Self.problems(of: text, key: key.rawValue, language: language, expected: expected)
            }
        }
        return problems
    }

    private static func problems(of text: String, key: String, language: Language, expected: Set<String>?) -> [String] {
        let prefix = "\(language.rawValue): \(key)"
        if text.allSatisfy({ $0.isWhitespace }) { return ["\(prefix) is blank"] }
        var problems: [String] = []
        let names = Placeholders.names(in: text)
        let withoutPlaceholders = Placeholders.fill(text, Dictionary(uniqueKeysWithValues: names.map { ($0, "") }))
        if withoutPlaceholders.contains(where: { $0 == "{" || $0 == "}" }) {
            problems.append("\(prefix) has a brace that is not a {placeholder}")
        }
        if let expected, names != expected {
            let found = names.sorted().joined(separator: ", ")
            problems.append("\(prefix) uses {\(found)}, English uses {\(expected.sorted().joined(separator: ", "))}")
        }
        if language == .fr, let mark = FrenchTypography.unspacedMarks(in: text).first {
            problems.append("\(prefix) needs a space before \"\(mark)\"")
        }
        return problems
    }
}

/// A string that depends on a count: the `one` and `other` forms of ``PluralCategory``.
public struct PluralKey<Key: LocalizedKey>: Sendable {
    public let one: Key
    public let other: Key

    public init(one: Key, other: Key) {
        self.one = one
        self.other = other
    }

    /// The right form for `count`, with `{count}` filled (grouped the language's way past 999).
    public func text(count: Int, _ language: Language, _ arguments: [String: String] = [:]) -> String {
        let key = PluralCategory.of(count, in: language) == .one ? one : other
        var arguments = arguments
        arguments["count"] = LocalizedNumber.integer(count, language)
        return key.text(language, arguments)
    }
}
