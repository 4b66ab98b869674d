import Foundation
import Testing

@testable import NotesKit

@Suite("A list row's title is one line")
struct NoteRowTests {
    @Test("every kind of line break becomes a space; other text, Turkish and punctuation included, stays as it is")
    func oneLine() {
        #expect(NoteRow.oneLine("Alışveriş listesi — “ekmek”") == "Alışveriş listesi — “ekmek”")
        #expect(NoteRow.oneLine("a\nb\r\nc") == "a b c")
        #expect(NoteRow.oneLine("a\u{2028}b\u{85}c\u{0B}d") == "a b c d")
        #expect(NoteRow.oneLine("© 2026\u{2029}İzmir") == "© 2026 İzmir")
        #expect(NoteRow.oneLine("") == "")
    }
}
