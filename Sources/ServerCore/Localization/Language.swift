import Foundation

/// The languages the suite speaks: the seeds' languages.
public enum Language: String, CaseIterable, Sendable, Codable {
    case en, tr, fr

    /// The language's own name, as shown in the language picker.
    public var displayName: String {
        switch self {
        case .en: "English"
        case .tr: "Türkçe"
        case .fr: "Français"
        }
    }

    public var locale: Locale { Locale(identifier: rawValue) }

    /// Picks the best supported language from an `Accept-Language` header (RFC 9110 §12.5.4),
    /// honouring q-values and matching `tr-TR` to `tr`. Falls back to English.
    public static func negotiate(acceptLanguage header: String?) -> Language {
        guard let header, !header.isEmpty else { return .en }
        let ranked = header.split(separator: ",").enumerated().compactMap { index, part -> (Language, Double, Int)? in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first?.lowercased(), !tag.isEmpty else { return nil }
            let quality = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            let primary = String(tag.split(separator: "-").first ?? "")
            guard quality > 0, let language = Language(rawValue: primary) else { return nil }
            return (language, quality, index)
        }
        return ranked.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.first?.0 ?? .en
    }
}
