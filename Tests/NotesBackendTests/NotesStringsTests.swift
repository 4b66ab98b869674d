import ServerCore
import Testing

@testable import NotesBackend

@Suite("Notes strings")
struct NotesStringsTests {
    @Test("Every Notes key exists in English, Turkish and French")
    func noKeyMissing() {
        // act
        let missing = Localizer.missingKeys(in: NotesStrings.table)
        // check
        #expect(missing.isEmpty, "missing: \(missing)")
        #expect(NotesStrings.table[.tr]?["notes.listTitle"] == "Notlar")
        #expect(NotesStrings.table[.fr]?["notes.import.submit"] == "Importer")
    }
}
