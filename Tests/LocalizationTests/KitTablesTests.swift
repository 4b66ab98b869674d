import LaunchKit
import Localization
import MemoryKit
import NotesKit
import SleepKit
import Testing

/// Every text of one table in one language.
func texts<Key: LocalizedKey>(of _: Key.Type, _ language: Language) -> [String] {
    Key.allCases.map { Key.strings.template($0, language) }
}

/// The raw key names of one table.
func keyNames<Key: LocalizedKey>(of _: Key.Type) -> [String] {
    Key.allCases.map(\.rawValue)
}

/// Words that address the reader informally: `tu` in French; in Turkish the `sen` pronoun, its
/// verb endings ("hazırsın", "uyuyorsun", "hissettin?") and a sentence ending in a bare
/// imperative ("Uyku planını seç."). Button labels ("Başla", "Alarm Kur") are bare verbs in every
/// register and have no closing punctuation, so they pass.
func informalWords(_ text: String, _ language: Language) -> [String] {
    let words = language.lowercased(text).split { !$0.isLetter }.map(String.init)
    switch language {
    case .fr: return words.filter { ["tu", "te", "toi", "ton", "ta", "tes"].contains($0) }
    case .tr: return words.enumerated().filter { index, word in
            TurkishRegister.isInformal(word, isLast: index == words.count - 1, in: text)
        }.map(\.element)
    case .en: return []
    }
}

enum TurkishRegister {
    static let pronouns: Set = ["sen", "seni", "sana", "senin", "sende", "senden", "seninle"]
    static let particles: Set = ["mısın", "misin", "musun", "müsün"]
    static let pastEndings = ["dın", "din", "dun", "dün", "tın", "tin", "tun", "tün"]
    /// Present, future and necessity endings of the second person singular.
    static let verbEndings = ["yorsun", "acaksın", "eceksin", "malısın", "melisin"]
    /// Verbs a UI text ends with; "seç." is informal where "seçin." is formal.
    static let imperatives: Set = [
        "seç", "ekle", "dene", "gir", "kaydet", "sil", "başla", "bekle", "dokun", "çek", "al", "izle", "kur", "aç",
        "kapat", "yaz", "git", "unutma", "kaçırma", "ayarla", "değiştir", "onayla", "paylaş", "yükle",
    ]

    static func isInformal(_ word: String, isLast: Bool, in text: String) -> Bool {
        if pronouns.contains(word) || particles.contains(word) { return true }
        if verbEndings.contains(where: { word.hasSuffix($0) }) { return true }
        if text.contains(word + "?"), pastEndings.contains(where: { word.hasSuffix($0) }) { return true }
        let closing = text.trimmingCharacters(in: .whitespaces).last.map { ".!".contains($0) } ?? false
        return isLast && closing && text.contains(" ") && imperatives.contains(word)
    }
}

@Suite("Every kit's string tables")
struct KitTablesTests {
    static let tables: [any LocalizedKey.Type] =
        NotesKitTables.all + SleepKitTables.all + LaunchKitTables.all + MemoryKitTables.all

    @Test("every key exists in every language, with the English placeholders")
    func complete() {
        // act
        let problems = StringTables.problems(Self.tables)
        // check
        #expect(!Self.tables.isEmpty)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("every key reads as written text in every language, never as its fallback", arguments: Language.allCases)
    func everyKeyReads(language: Language) {
        for table in Self.tables {
            // a missing text falls back to English, then to the key's name: neither may happen
            let fallbacks = keyNames(of: table).filter { texts(of: table, language).contains($0) }
            #expect(fallbacks.isEmpty, "\(table) shows key names in \(language.rawValue): \(fallbacks)")
            #expect(texts(of: table, language).allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        }
    }

    @Test("one English text has one translation in every kit", arguments: [Language.tr, .fr])
    func oneTranslationPerText(language: Language) {
        // act
        let divergent = StringTables.divergentTranslations(Self.tables, language)
        // check
        #expect(divergent.isEmpty, "\(divergent.joined(separator: "\n"))")
    }

    @Test("Turkish and French address the reader formally (siz, vous)", arguments: [Language.tr, .fr])
    func formalRegister(language: Language) {
        for table in Self.tables {
            let informal = texts(of: table, language).filter { !informalWords($0, language).isEmpty }
            #expect(informal.isEmpty, "\(table): \(informal)")
        }
    }

    @Test("the register check catches informal Turkish and French wording")
    func registerCheckCanFail() {
        #expect(informalWords("Saat 14:00 Nap Zamanı! Hazır mısın?", .tr) == ["mısın"])
        #expect(informalWords("Nasıl hissettin?", .tr) == ["hissettin"])
        #expect(informalWords("Comment te sens-tu ?", .fr) == ["te", "tu"])
        #expect(informalWords("Uyku planını seç.", .tr) == ["seç"])
        #expect(informalWords("Şimdi ne yapıyorsun? Sen karar ver.", .tr) == ["yapıyorsun", "sen"])
        #expect(informalWords("Hazır mısınız? Nasıl hissettiniz?", .tr).isEmpty)
        #expect(informalWords("Uyku planınızı seçin.", .tr).isEmpty)
        #expect(informalWords("Alarm Kur", .tr).isEmpty)
    }
}
