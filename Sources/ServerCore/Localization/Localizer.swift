import NIOConcurrencyHelpers

/// Looks up user-facing text by key in one of the suite's languages.
///
/// ServerCore registers its own table; every backend registers its table at start-up, so one
/// lookup serves the whole server. Placeholders are written `{name}`.
public final class Localizer: Sendable {
    public typealias Table = [Language: [String: String]]

    public static let shared = Localizer(tables: [ServerCoreStrings.table])

    private let tables: NIOLockedValueBox<[Language: [String: String]]>

    public init(tables: [Table]) {
        self.tables = NIOLockedValueBox([:])
        tables.forEach(register)
    }

    /// Adds a table; keys already present are replaced, so re-registering is harmless.
    public func register(_ table: Table) {
        tables.withLockedValue { merged in
            for (language, strings) in table {
                merged[language, default: [:]].merge(strings) { _, new in new }
            }
        }
    }

    /// The text for `key`, or nil when no table has it.
    public func lookup(_ key: String, _ language: Language) -> String? {
        tables.withLockedValue { $0[language]?[key] ?? $0[.en]?[key] }
    }

    /// The text for `key` with `{placeholders}` filled in; the key itself when it is missing, so
    /// a missing translation is visible instead of blank.
    public func text(_ key: String, _ language: Language, _ arguments: [String: String] = [:]) -> String {
        var text = lookup(key, language) ?? key
        for (name, value) in arguments {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// Keys that some language has and another lacks: a test keeps this empty.
    public static func missingKeys(in table: Table) -> [Language: Set<String>] {
        let all = table.values.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        var missing: [Language: Set<String>] = [:]
        for language in Language.allCases {
            let present = Set(table[language].map { Array($0.keys) } ?? [])
            let gap = all.subtracting(present)
            if !gap.isEmpty { missing[language] = gap }
        }
        return missing
    }
}
