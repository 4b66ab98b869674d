import Localization
import Testing

@testable import MemoryKit

@Suite("Turkish-correct case folding")
struct TextFoldingTests {
    @Test(
        "lowercasing per language",
        arguments: [
            ("IRMAK", Language.tr, "ırmak"),
            ("IRMAK", .en, "irmak"),
            ("İSTANBUL", .tr, "istanbul"),
            ("İSTANBUL", .en, "istanbul"),
            ("DIŞ KAPI", .tr, "dış kapı"),
            ("Élan", .fr, "élan"),
        ])
    func lowercased(input: String, language: Language, expected: String) {
        #expect(TextFolding.lowercased(input, language: language) == expected)
    }

    @Test("İ never leaves a combining dot behind (unlike String.lowercased)")
    func noCombiningDot() {
        // setup
        let word = "İzmir"
        // act
        let folded = TextFolding.lowercased(word, language: .en)
        // check
        #expect(folded.unicodeScalars.count == 5)
        #expect(word.lowercased().unicodeScalars.count == 6, "the root locale adds U+0307")
    }

    @Test("match keys unify I, İ, ı and i")
    func matchKey() {
        let spellings = ["ISTANBUL", "İstanbul", "istanbul", "ıstanbul"]
        #expect(Set(spellings.map(TextFolding.matchKey)) == ["istanbul"])
        #expect(TextFolding.matchKey("Şişli") != TextFolding.matchKey("Sisli"), "other Turkish letters stay distinct")
    }
}
