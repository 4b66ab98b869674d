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

    public init(en: [Key: String], tr: [Key: String], fr: [Key: String]) {
        entries = [.en: en, .tr: tr, .fr: fr]
    }

    /// The template for `key`: the language's own, else English, else the key's name (visible,
    /// never blank, and a test keeps it from happening).
    public func template(_ key: Key, _ language: Language) -> String {
        entries[language]?[key] ?? entries[.en]?[key] ?? key.rawValue
    }

    public func text(_ key: Key, _ language: Language, _ arguments: [String: String] = [:]) -> String {
        Placeholders.fill(template(key, language), arguments)
    }

    /// What is wrong with the table: a key missing in a language, or a translation whose
    /// placeholders differ from the English text. A test per module keeps this empty.
    public func problems() -> [String] {
        var problems: [String] = []
        for key in Key.allCases {
            let english = entries[.en]?[key]
            let expected = english.map(Placeholders.names(in:))
            for language in Language.allCases {
                guard let text = entries[language]?[key] else {
                    problems.append("\(language.rawValue): missing \(key.rawValue)")
                    continue
                }
                if let expected, Placeholders.names(in: text) != expected {
                    let found = Placeholders.names(in: text).sorted().joined(separator: ", ")
                    problems.append("\(language.rawValue): \(key.rawValue) uses {\(found)}, English uses {\(expected.sorted().joined(separator: ", "))}")
                }
            }
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
