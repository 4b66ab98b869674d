import Foundation

/// Localized messages of MemoryKit (en/tr/fr) as a typed table: Bundle localization is not
/// reliable on Linux, and a table lets a test prove every key exists in every language.
public enum L10n {
    /// Every string MemoryKit shows.
    public enum Key: String, CaseIterable, Sendable {
        case required, tooLong, outOfRange, invalidFormat, rangeReversed, tooMany
        case fileTooLarge, audioTooLong
    }

    /// `%@` is replaced by the field name.
    static let table: [Language: [Key: String]] = [
        .english: [
            .required: "%@ is required.",
            .tooLong: "%@ is too long.",
            .outOfRange: "%@ is out of range.",
            .invalidFormat: "%@ has an invalid format.",
            .rangeReversed: "%@ must not be before the start of the range.",
            .tooMany: "%@ has too many items.",
            .fileTooLarge: "The file is too large.",
            .audioTooLong: "The recording is too long.",
        ],
        .turkish: [
            .required: "%@ zorunludur.",
            .tooLong: "%@ çok uzun.",
            .outOfRange: "%@ izin verilen aralığın dışında.",
            .invalidFormat: "%@ geçersiz biçimde.",
            .rangeReversed: "%@ aralığın başlangıcından önce olamaz.",
            .tooMany: "%@ çok fazla öğe içeriyor.",
            .fileTooLarge: "Dosya çok büyük.",
            .audioTooLong: "Kayıt çok uzun.",
        ],
        .french: [
            .required: "%@ est obligatoire.",
            .tooLong: "%@ est trop long.",
            .outOfRange: "%@ est hors limites.",
            .invalidFormat: "%@ a un format invalide.",
            .rangeReversed: "%@ ne doit pas précéder le début de la période.",
            .tooMany: "%@ contient trop d’éléments.",
            .fileTooLarge: "Le fichier est trop volumineux.",
            .audioTooLong: "L’enregistrement est trop long.",
        ],
    ]

    /// The text for `key` in `language`, with `%@` replaced by `argument`.
    public static func string(_ key: Key, _ language: Language, argument: String = "") -> String {
        let template = table[language]?[key] ?? table[.english]?[key] ?? key.rawValue
        return template.replacingOccurrences(of: "%@", with: argument)
    }

    /// A user-facing sentence for one field issue.
    public static func message(for issue: FieldIssue, _ language: Language) -> String {
        string(Key(rawValue: issue.reason.rawValue) ?? .invalidFormat, language, argument: issue.field)
    }
}
