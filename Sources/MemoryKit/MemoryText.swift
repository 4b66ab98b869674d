import Localization

/// MemoryKit's validation messages; `{field}` is the field's name in the reader's language
/// (`MemoryFieldName`), or as the API spells it when it has none.
public enum MemoryText: String, LocalizedKey {
    case required, tooLong, outOfRange, invalidFormat, rangeReversed, tooMany
    case fileTooLarge, audioTooLong
    /// A tag's own problems say what a tag may be, not only that "tags[1]" is wrong.
    case tagCharacters, tagTooLong, tagsTooMany

    public static let strings = StringTable<Self>(
        en: [
            .required: "{field} is required.", .tooLong: "{field} is too long.", .outOfRange: "{field} is out of range.",
            .invalidFormat: "{field} has an invalid format.",
            .rangeReversed: "{field} must not be before the start of the range.", .tooMany: "{field} has too many items.",
            .fileTooLarge: "The file is too large.", .audioTooLong: "The recording is too long.",
            .tagCharacters: "A tag may hold only letters, digits, spaces, hyphens and underscores.",
            .tagTooLong: "A tag may be at most {count} characters long.", .tagsTooMany: "A memory may have at most {count} tags.",
        ],
        tr: [
            .required: "{field} zorunludur.", .tooLong: "{field} çok uzun.", .outOfRange: "{field} izin verilen aralığın dışında.",
            .invalidFormat: "{field} geçersiz biçimde.",
            .rangeReversed: "{field} aralığın başlangıcından önce olamaz.", .tooMany: "{field} çok fazla öğe içeriyor.",
            .fileTooLarge: "Dosya çok büyük.", .audioTooLong: "Kayıt çok uzun.",
            .tagCharacters: "Etiketler yalnızca harf, rakam, boşluk, kısa çizgi ve alt çizgi içerebilir.",
            .tagTooLong: "Bir etiket en çok {count} karakter olabilir.", .tagsTooMany: "Bir anının en çok {count} etiketi olabilir.",
        ],
        // A colon rather than a verb: the field's name carries no article, so no agreement to get wrong.
        fr: [
            .required: "{field} : champ obligatoire.", .tooLong: "{field} : trop long.", .outOfRange: "{field} : hors limites.",
            .invalidFormat: "{field} : format invalide.",
            .rangeReversed: "{field} : ne doit pas précéder le début de la période.", .tooMany: "{field} : trop d’éléments.",
            .fileTooLarge: "Le fichier est trop volumineux.", .audioTooLong: "L’enregistrement est trop long.",
            .tagCharacters: "Une étiquette ne peut contenir que des lettres, des chiffres, des espaces, des traits d’union et des tirets bas.",
            .tagTooLong: "Une étiquette ne peut pas dépasser {count} caractères.",
            .tagsTooMany: "Un souvenir ne peut pas avoir plus de {count} étiquettes.",
        ])
}

extension FieldIssue {
    /// A user-facing sentence for this issue: "Latitude is out of range."
    public func message(in language: Language) -> String {
        if let sentence = tagMessage(in: language) { return sentence }
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

    /// What `TagRules` refused in an entry's `tags` or one of them (`tags[1]`), as its rule.
    private func tagMessage(in language: Language) -> String? {
        guard field == "tags" || field.hasPrefix("tags[") else { return nil }
        return switch reason {
        case .invalidFormat: MemoryText.tagCharacters.text(language)
        case .tooLong: MemoryText.tagTooLong.text(language, ["count": String(TagRules.maxLength)])
        case .tooMany: MemoryText.tagsTooMany.text(language, ["count": String(TagRules.maxPerEntry)])
        default: nil
        }
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
