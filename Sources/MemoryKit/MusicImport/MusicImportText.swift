import Foundation
import Localization

/// The music importer's refusals in the reader's language (Turkish in the formal register):
/// where (file, line, item, field) and what (`MusicImportError.Problem`), then what to do.
public enum MusicImportText: String, LocalizedKey {
    case fileNamed, line, item, field, located, checkFile
    case fileEmpty, noPlays, unknownJSON, unknownCSV, notJSON, invalidJSON, missing, invalidValue, emptyValue
    case missingDate, notUTCTime, notLocalTime, wrongType, nullValue, notSeconds, notSecondsFound, missingColumn, fieldCount
    case kindString, kindNumber, kindList, kindObject

    public static let strings = StringTable<Self>(
        en: [
            .fileNamed: "“{name}”", .line: "line {line}", .item: "item {item}", .field: "field “{field}”",
            .located: "{place}: {problem}", .checkFile: "Check the file and read it again.",
            .fileEmpty: "the file is empty", .noPlays: "the file holds no plays",
            .unknownJSON: "this JSON is not a Spotify or Last.fm listening history",
            .unknownCSV: "this is not a Spotify or Last.fm listening history (a CSV needs a header starting with uts)",
            .notJSON: "the file could not be read as JSON", .invalidJSON: "the file is not valid JSON",
            .missing: "is missing", .invalidValue: "has an invalid value", .emptyValue: "is empty",
            .missingDate: "a scrobble needs a date", .notUTCTime: "expected a UTC time like 2024-05-01T18:30:00Z",
            .notLocalTime: "expected a time like 2024-05-01 18:30", .wrongType: "expected {kind}",
            .nullValue: "expected {kind}, found null", .notSeconds: "expected seconds since 1970",
            .notSecondsFound: "expected seconds since 1970, found “{found}”",
            .missingColumn: "the header has no {column} column", .fieldCount: "expected {expected} fields, found {found}",
            .kindString: "a string", .kindNumber: "a number", .kindList: "a list", .kindObject: "an object",
        ],
        tr: [
            .fileNamed: "“{name}”", .line: "{line}. satır", .item: "{item}. öğe", .field: "“{field}” alanı",
            .located: "{place}: {problem}", .checkFile: "Dosyayı kontrol edip yeniden okutun.",
            .fileEmpty: "dosya boş", .noPlays: "dosyada hiç dinleme yok",
            .unknownJSON: "bu JSON bir Spotify veya Last.fm dinleme geçmişi değil",
            .unknownCSV: "bu bir Spotify veya Last.fm dinleme geçmişi değil (CSV dosyasının başlığı uts ile başlamalıdır)",
            .notJSON: "dosya JSON olarak okunamadı", .invalidJSON: "dosya geçerli bir JSON değil",
            .missing: "eksik", .invalidValue: "geçersiz bir değer içeriyor", .emptyValue: "boş",
            .missingDate: "her dinlemenin bir tarihi olmalıdır", .notUTCTime: "2024-05-01T18:30:00Z gibi bir UTC zamanı bekleniyordu",
            .notLocalTime: "2024-05-01 18:30 gibi bir zaman bekleniyordu", .wrongType: "{kind} bekleniyordu",
            .nullValue: "{kind} bekleniyordu, null bulundu", .notSeconds: "1970’ten bu yana geçen saniye bekleniyordu",
            .notSecondsFound: "1970’ten bu yana geçen saniye bekleniyordu, “{found}” bulundu",
            .missingColumn: "başlıkta {column} sütunu yok", .fieldCount: "{expected} alan bekleniyordu, {found} alan bulundu",
            .kindString: "bir metin", .kindNumber: "bir sayı", .kindList: "bir liste", .kindObject: "bir nesne",
        ],
        fr: [
            .fileNamed: "« {name} »", .line: "ligne {line}", .item: "élément {item}", .field: "champ « {field} »",
            .located: "{place} : {problem}", .checkFile: "Vérifiez le fichier et lisez-le à nouveau.",
            .fileEmpty: "le fichier est vide", .noPlays: "le fichier ne contient aucune écoute",
            .unknownJSON: "ce JSON n’est pas un historique d’écoute Spotify ou Last.fm",
            .unknownCSV: "ce n’est pas un historique d’écoute Spotify ou Last.fm (un CSV doit commencer par un en-tête uts)",
            .notJSON: "le fichier n’a pas pu être lu comme du JSON", .invalidJSON: "le fichier n’est pas du JSON valide",
            .missing: "est manquant", .invalidValue: "a une valeur invalide", .emptyValue: "est vide",
            .missingDate: "un scrobble doit avoir une date", .notUTCTime: "il faut une heure UTC comme 2024-05-01T18:30:00Z",
            .notLocalTime: "il faut une heure comme 2024-05-01 18:30", .wrongType: "il faut {kind}",
            .nullValue: "il faut {kind}, pas null", .notSeconds: "il faut des secondes depuis 1970",
            .notSecondsFound: "il faut des secondes depuis 1970, pas « {found} »",
            .missingColumn: "l’en-tête n’a pas de colonne {column}", .fieldCount: "{expected} champs attendus, {found} trouvés",
            .kindString: "une chaîne", .kindNumber: "un nombre", .kindList: "une liste", .kindObject: "un objet",
        ])
}

extension MusicImportError {
    /// One sentence saying where and what, in `language`: "“a.csv”, line 3, field “uts”: expected
    /// seconds since 1970, found “x”." `fileName` names the file when several were sent.
    public func message(in language: Language, fileName: String? = nil) -> String {
        let t = Translator(language)
        var place: [String] = []
        if let fileName { place.append(t(MusicImportText.fileNamed, ["name": fileName])) }
        if let line { place.append(t(MusicImportText.line, ["line": String(line)])) }
        if let item { place.append(t(MusicImportText.item, ["item": String(item)])) }
        if let field { place.append(t(MusicImportText.field, ["field": field])) }
        let what = problemText(t)
        let sentence = place.isEmpty ? what : t(MusicImportText.located, ["place": place.joined(separator: ", "), "problem": what])
        return Self.capitalizingFirst(sentence, language) + "."
    }

    /// The message followed by what to do about it, for a person at the import page.
    public func advice(in language: Language, fileName: String? = nil) -> String {
        message(in: language, fileName: fileName) + " " + MusicImportText.checkFile.text(language)
    }

    private func problemText(_ t: Translator) -> String {
        switch problem {
        case .fileEmpty: t(MusicImportText.fileEmpty)
        case .noPlays: t(MusicImportText.noPlays)
        case .unknownJSON: t(MusicImportText.unknownJSON)
        case .unknownCSV: t(MusicImportText.unknownCSV)
        case .notJSON: t(MusicImportText.notJSON)
        case .invalidJSON: t(MusicImportText.invalidJSON)
        case .missing: t(MusicImportText.missing)
        case .invalidValue: t(MusicImportText.invalidValue)
        case .emptyValue: t(MusicImportText.emptyValue)
        case .missingDate: t(MusicImportText.missingDate)
        case .notUTCTime: t(MusicImportText.notUTCTime)
        case .notLocalTime: t(MusicImportText.notLocalTime)
        case .wrongType(let kind): t(MusicImportText.wrongType, ["kind": t(kind.text)])
        case .nullValue(let kind): t(MusicImportText.nullValue, ["kind": t(kind.text)])
        case .notSeconds(nil): t(MusicImportText.notSeconds)
        case .notSeconds(let found?): t(MusicImportText.notSecondsFound, ["found": found])
        case .missingColumn(let column): t(MusicImportText.missingColumn, ["column": column])
        case .fieldCount(let expected, let found):
            t(MusicImportText.fieldCount, ["expected": String(expected), "found": String(found)])
        }
    }

    /// "dosya boş" → "Dosya boş"; Turkish "i" becomes "İ".
    private static func capitalizingFirst(_ text: String, _ language: Language) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased(with: Locale(identifier: language.rawValue)) + text.dropFirst()
    }
}

extension MusicImportError.ValueKind {
    var text: MusicImportText {
        switch self {
        case .string: .kindString
        case .number: .kindNumber
        case .list: .kindList
        case .object: .kindObject
        }
    }
}
