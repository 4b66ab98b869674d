import Localization
import Testing

@testable import NotesKit

@Suite("Notes strings")
struct NotesTextTests {
    @Test("Every key exists in every language with the English text's placeholders")
    func complete() {
        #expect(NotesText.strings.problems() == [])
        #expect(NotesText.allCases.allSatisfy { key in Language.allCases.allSatisfy { !key.text($0).isEmpty } })
    }

    @Test("Placeholders are filled and plurals follow each language's rule")
    func formatting() {
        #expect(NotesText.rowAccessibility.text(.tr, ["title": "Liste", "time": "az önce"]) == "Liste, Son güncelleme: az önce")
        #expect(NotesText.characterCount.text(count: 1, .en) == "1 character")
        #expect(NotesText.characterCount.text(count: 0, .en) == "0 characters")
        #expect(NotesText.characterCount.text(count: 0, .fr) == "0 caractère")
        #expect(NotesText.characterCount.text(count: 2, .fr) == "2 caractères")
        #expect(NotesText.restored.text(count: 2, .en) == "2 notes restored")
        #expect(NotesText.restored.text(count: 1, .en) == "Note restored")
    }

    @Test("Text filled into one placeholder is never treated as another placeholder")
    func noReplacementInsideValues() {
        // act
        let label = NotesText.rowAccessibility.text(.en, ["title": "My {time} {x", "time": "just now"])
        // check
        #expect(label == "My {time} {x, last updated just now")
    }

    @Test("The app's established Turkish sentences are kept word for word")
    func seedWording() {
        #expect(NotesText.corruptedQuestion.text(.tr) == "Kayıtlı veriler okunamadı. Sıfırlamak ister misiniz?")
        #expect(NotesText.errorSaveFailed.text(.tr) == "Kaydedilemedi. Lütfen tekrar deneyin.")
        #expect(NotesText.discardQuestion.text(.tr) == "Kaydetmeden çıkmak istiyor musunuz?")
        #expect(NotesText.emptyTitle.text(.tr) == "Henüz not yok")
    }

    @Test("No file-format jargon reaches people")
    func noJargon() {
        for key in NotesText.allCases {
            for language in Language.allCases {
                #expect(!key.text(language).contains("notes_store"), "\(key) in \(language)")
            }
        }
    }
}
