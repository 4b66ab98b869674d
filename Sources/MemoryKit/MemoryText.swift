import Localization

/// MemoryKit's validation messages; `{field}` is the field's name in the reader's language
/// (`MemoryFieldName`), or as the API spells it when it has none.
public enum MemoryText: String, LocalizedKey {
    case required, tooLong, outOfRange, invalidFormat, rangeReversed, tooMany
    case fileTooLarge, audioTooLong

    public static let strings = StringTable<Self>(
        en: [
            .required: "{field} is required.", .tooLong: "{field} is too long.", .outOfRange: "{field} is out of range.",
            .invalidFormat: "{field} has an invalid format.",
            .rangeReversed: "{field} must not be before the start of the range.", .tooMany: "{field} has too many items.",
            .fileTooLarge: "The file is too large.", .audioTooLong: "The recording is too long.",
        ],
        tr: [
            .required: "{field} zorunludur.", .tooLong: "{field} çok uzun.", .outOfRange: "{field} izin verilen aralığın dışında.",
            .invalidFormat: "{field} geçersiz biçimde.",
            .rangeReversed: "{field} aralığın başlangıcından önce olamaz.", .tooMany: "{field} çok fazla öğe içeriyor.",
            .fileTooLarge: "Dosya çok büyük.", .audioTooLong: "Kayıt çok uzun.",
        ],
        // A colon rather than a verb: the field's name carries no article, so no agreement to get wrong.
        fr: [
            .required: "{field} : champ obligatoire.", .tooLong: "{field} : trop long.", .outOfRange: "{field} : hors limites.",
            .invalidFormat: "{field} : format invalide.",
            .rangeReversed: "{field} : ne doit pas précéder le début de la période.", .tooMany: "{field} : trop d’éléments.",
            .fileTooLarge: "Le fichier est trop volumineux.", .audioTooLong: "L’enregistrement est trop long.",
        ])
}

extension FieldIssue {
    /// A user-facing sentence for this issue: "Latitude is out of range."
    public func message(in language: Language) -> String {
        let key: MemoryText = switch reason {
        case .required: .required
        case .tooLong: .tooLong
        case .outOfRange: .outOfRange
        case .invalidFormat: .invalidFormat
        case .rangeReversed: .rangeReversed
        case .tooMany: .tooMany
        }
        return key.text(language, ["field": MemoryFieldName(wire: field)?.text(language) ?? field])
    }
}

extension ValidationError {
    /// One sentence per issue, in the order the fields were checked.
    public func messages(in language: Language) -> [String] {
        issues.map { $0.message(in: language) }
    }
}

/// Every string table of MemoryKit, so one test checks them all (`StringTables.problems`).
public enum MemoryKitTables {
    public static var all: [any LocalizedKey.Type] { [MemoryText.self, MemoryFieldName.self, MusicImportText.self, MoodName.self] }
}
