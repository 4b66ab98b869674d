import Foundation

/// The languages the suite speaks (docs/localization.md): one type for every kit and the server.
public enum Language: String, CaseIterable, Codable, Hashable, Sendable {
    case en, tr, fr

    /// Matches a BCP 47 or POSIX identifier such as `tr-TR`, `fr_CA` or `EN`; `nil` if unsupported.
    public init?(identifier: String) {
        let code = identifier.lowercased().prefix { $0.isLetter }
        guard let language = Language(rawValue: String(code)) else { return nil }
        self = language
    }

    /// The first supported language among `identifiers` (most preferred first), else English.
    public init(preferring identifiers: [String]) {
        self = identifiers.lazy.compactMap(Language.init(identifier:)).first ?? .en
    }

    /// The language's own name, as a language picker shows it.
    public var displayName: String {
        switch self {
        case .en: "English"
        case .tr: "Türkçe"
        case .fr: "Français"
        }
    }

    /// The locale for dates, numbers and case mapping (Turkish `İ`/`ı` need `tr_TR`).
    public var locale: Locale {
        switch self {
        case .en: Locale(identifier: "en_US")
        case .tr: Locale(identifier: "tr_TR")
        case .fr: Locale(identifier: "fr_FR")
        }
    }

    /// `text` in capitals by this language's rules: Turkish "istanbul" → "İSTANBUL" (English
    /// would write "ISTANBUL"). Never `uppercased()` for text a reader sees.
    public func uppercased(_ text: String) -> String {
        text.uppercased(with: locale)
    }

    /// `text` in small letters by this language's rules: Turkish "IŞIK" → "ışık", "İZMİR" → "izmir".
    public func lowercased(_ text: String) -> String {
        text.lowercased(with: locale)
    }

    /// Picks the best supported language from an `Accept-Language` header (RFC 9110 §12.5.4),
    /// honouring q-values and matching `tr-TR` to `tr`. Falls back to English.
    public static func negotiate(acceptLanguage header: String?) -> Language {
        guard let header, !header.isEmpty else { return .en }
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (Language, Double, Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty, let language = Language(identifier: tag) else { return nil }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            guard quality > 0 else { return nil }
            return (language, quality, index)
        }
        return ranked.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.first?.0 ?? .en
    }
}
