import Foundation
import Testing

@testable import NotesKit

@Suite("Localized strings")
struct L10nTests {
    @Test("Every key has a non-empty text in every language", arguments: Language.allCases)
    func complete(language: Language) {
        // act
        let missing = L10n.Key.allCases.filter { (L10n.table(for: language)[$0] ?? "").isEmpty }
        // check
        #expect(missing.isEmpty, "missing in \(language): \(missing)")
    }

    @Test("Translations use exactly the placeholders of the English text", arguments: [Language.tr, .fr])
    func placeholders(language: Language) throws {
        let pattern = try NSRegularExpression(pattern: "\\{[a-z]+\\}")
        func names(_ text: String) -> Set<String> {
            Set(
                pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                    (text as NSString).substring(with: $0.range)
                })
        }
        for key in L10n.Key.allCases {
            #expect(
                names(L10n.string(key, in: language)) == names(L10n.string(key, in: .en)),
                "\(key) in \(language)")
        }
    }

    @Test("Placeholders are filled and plurals follow each language's rule")
    func formatting() {
        #expect(
            L10n.format(.rowAccessibility, in: .tr, ["title": "Liste", "time": "az önce"])
                == "Liste, Son güncelleme: az önce")
        #expect(L10n.plural(one: .characterCountOne, other: .characterCountOther, count: 1, in: .en) == "1 character")
        #expect(L10n.plural(one: .characterCountOne, other: .characterCountOther, count: 0, in: .en) == "0 characters")
        #expect(L10n.plural(one: .characterCountOne, other: .characterCountOther, count: 0, in: .fr) == "0 caractère")
        #expect(L10n.plural(one: .characterCountOne, other: .characterCountOther, count: 2, in: .fr) == "2 caractères")
    }

    @Test("Text filled into one placeholder is never treated as another placeholder")
    func noReplacementInsideValues() {
        // act
        let label = L10n.format(.rowAccessibility, in: .en, ["title": "My {time} {x", "time": "just now"])
        // check
        #expect(label == "My {time} {x, last updated just now")
    }

    @Test("Languages are picked from identifiers, English when none fits")
    func languagePick() {
        #expect(Language(identifier: "tr-TR") == .tr)
        #expect(Language(identifier: "FR_ca") == .fr)
        #expect(Language(identifier: "de") == nil)
        #expect(Language(preferring: ["de-DE", "fr-FR", "tr"]) == .fr)
        #expect(Language(preferring: ["ja"]) == .en)
    }

    @Test("The seed's Turkish sentences are used word for word")
    func seedWording() {
        #expect(L10n.string(.corruptedQuestion, in: .tr) == "Kayıtlı veriler okunamadı. Sıfırlamak ister misiniz?")
        #expect(L10n.string(.errorSaveFailed, in: .tr) == "Kaydedilemedi. Lütfen tekrar deneyin.")
        #expect(L10n.string(.discardQuestion, in: .tr) == "Kaydetmeden çıkmak istiyor musunuz?")
        #expect(L10n.string(.emptyTitle, in: .tr) == "Henüz not yok")
    }
}
