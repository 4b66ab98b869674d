import LaunchKit
import Localization
import MemoryKit
import SleepKit
import Testing

/// Every text of one table in one language.
func texts<Key: LocalizedKey>(of _: Key.Type, _ language: Language) -> [String] {
    Key.allCases.map { Key.strings.template($0, language) }
}

/// Words that address the reader informally (`tu` in French, the `sen` question forms in Turkish).
func informalWords(_ text: String, _ language: Language) -> [String] {
    let words = text.lowercased(with: language.locale).split { !$0.isLetter }.map(String.init)
    switch language {
    case .fr: return words.filter { ["tu", "te", "toi", "ton", "ta", "tes"].contains($0) }
    case .tr:
        // Question particles of "sen", and a past-tense "sen" question ("Nasıl hissettin?").
        let particles: Set = ["mısın", "misin", "musun", "müsün"]
        let pastEndings = ["dın", "din", "dun", "dün", "tın", "tin", "tun", "tün"]
        return words.filter { word in
            particles.contains(word) || (text.contains(word + "?") && pastEndings.contains { word.hasSuffix($0) })
        }
    case .en: return []
    }
}

@Suite("Every kit's string tables")
struct KitTablesTests {
    static let tables: [any LocalizedKey.Type] = SleepKitTables.all + LaunchKitTables.all + MemoryKitTables.all

    @Test("every key exists in every language, with the English placeholders")
    func complete() {
        // act
        let problems = StringTables.problems(Self.tables)
        // check
        #expect(!Self.tables.isEmpty)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("no text is blank", arguments: Language.allCases)
    func nothingBlank(language: Language) {
        for table in Self.tables {
            let blank = texts(of: table, language).filter { $0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(blank.isEmpty, "\(table) has blank \(language.rawValue) texts")
        }
    }

    @Test("Turkish and French address the reader formally (siz, vous)", arguments: [Language.tr, .fr])
    func formalRegister(language: Language) {
        for table in Self.tables {
            let informal = texts(of: table, language).filter { !informalWords($0, language).isEmpty }
            #expect(informal.isEmpty, "\(table): \(informal)")
        }
    }

    @Test("the register check catches the seed's informal wording")
    func registerCheckCanFail() {
        #expect(informalWords("Saat 14:00 Nap Zamanı! Hazır mısın?", .tr) == ["mısın"])
        #expect(informalWords("Nasıl hissettin?", .tr) == ["hissettin"])
        #expect(informalWords("Comment te sens-tu ?", .fr) == ["te", "tu"])
        #expect(informalWords("Hazır mısınız? Nasıl hissettiniz?", .tr).isEmpty)
    }
}
