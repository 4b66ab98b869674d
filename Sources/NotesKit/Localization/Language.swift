import Foundation

/// The languages the seeds are written for. English is the fallback.
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

    /// The locale used for dates and numbers in this language.
    public var locale: Locale {
        switch self {
        case .en: Locale(identifier: "en_US")
        case .tr: Locale(identifier: "tr_TR")
        case .fr: Locale(identifier: "fr_FR")
        }
    }

    /// Whether `count` takes the singular form. French treats 0 and 1 as singular.
    func usesSingular(for count: Int) -> Bool {
        switch self {
        case .fr: abs(count) <= 1
        case .en, .tr: abs(count) == 1
        }
    }
}
