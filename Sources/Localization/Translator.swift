/// Text in one reader's language: what a page context or a view model carries.
public struct Translator: Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public func callAsFunction<Key: LocalizedKey>(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        key.text(language, arguments)
    }

    public func callAsFunction<Key: LocalizedKey>(_ key: PluralKey<Key>, count: Int, _ arguments: [String: String] = [:]) -> String {
        key.text(count: count, language, arguments)
    }
}
