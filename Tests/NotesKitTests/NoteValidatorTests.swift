import Localization
import Testing

@testable import NotesKit

@Suite("Note validation and limits")
struct NoteValidatorTests {
    @Test("A title of only spaces and newlines is refused", arguments: ["", " ", "  \n\t "])
    func blankTitle(title: String) {
        // act
        let error = NoteValidator.firstError(title: title, body: "body is fine")
        // check
        #expect(error == .titleRequired)
    }

    @Test("One visible character is a valid title, and the body may be empty")
    func minimalNote() {
        #expect(NoteValidator.firstError(title: " a ", body: "") == nil)
        #expect(NoteValidator.normalizedTitle("  Shopping \n") == "Shopping")
    }

    @Test("Titles up to 200 characters pass; 201 fail with the counts")
    func titleLimit() {
        // setup: Turkish letters count once each, like a person counts them
        let atLimit = String(repeating: "ğ", count: NoteLimits.titleMaxCharacters)
        // act / check
        #expect(NoteValidator.firstError(title: atLimit, body: "") == nil)
        #expect(
            NoteValidator.firstError(title: atLimit + "ş", body: "")
                == .titleTooLong(count: 201, max: 200))
    }

    @Test("Bodies up to 100,000 characters pass; more fail with the counts")
    func bodyLimit() {
        // setup: multi-byte characters, so a byte count would be wrong
        let atLimit = String(repeating: "é", count: NoteLimits.bodyMaxCharacters)
        // act / check
        #expect(NoteValidator.firstError(title: "t", body: atLimit) == nil)
        #expect(
            NoteValidator.firstError(title: "t", body: atLimit + "!")
                == .bodyTooLong(count: 100_001, max: 100_000))
    }

    @Test("Errors name their field and read clearly in every language")
    func messages() throws {
        // setup
        let tooLong = NoteValidationError.titleTooLong(count: 250, max: 200)
        // act
        let turkish = tooLong.message(in: .tr)
        // check
        #expect(tooLong.field == "title")
        #expect(NoteValidationError.bodyTooLong(count: 1, max: 0).field == "body")
        #expect(turkish == "Başlık en fazla 200 karakter olabilir (şu an 250).")
        #expect(NoteValidationError.titleRequired.message(in: .fr) == "Veuillez saisir un titre.")
        #expect(throws: NoteValidationError.titleRequired) { try NoteValidator.validate(title: " ", body: "") }
    }
}
