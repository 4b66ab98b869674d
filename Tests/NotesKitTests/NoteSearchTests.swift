import Localization
import Testing

@testable import NotesKit

@Suite("Search: case-, diacritic- and Turkish-insensitive")
struct NoteSearchTests {
    let notes = [
        makeNote("İstanbul gezisi"),
        makeNote("ISPARTA notları"),
        makeNote("ılık su"),
        makeNote("Çarşı alışverişi", body: "Süt ve peynir"),
        makeNote("Meeting with Zoë"),
        makeNote("Café résumé"),
        makeNote("Straße plan"),
    ]

    private func titles(matching query: String, scope: NoteSearchScope = .title) -> [String] {
        NoteSearch.filter(notes, query: query, scope: scope).map(\.title)
    }

    @Test(
        "Every spelling of the Turkish i finds the others",
        arguments: [
            ("istanbul", ["İstanbul gezisi"]),
            ("İSTANBUL", ["İstanbul gezisi"]),
            ("ıstanbul", ["İstanbul gezisi"]),
            ("isparta", ["ISPARTA notları"]),
            ("ısparta", ["ISPARTA notları"]),
            ("ILIK", ["ılık su"]),
            ("notlari", ["ISPARTA notları"]),
        ])
    func turkishI(query: String, expected: [String]) {
        #expect(titles(matching: query) == expected)
    }

    @Test("Diacritics are optional: ç/ş/ğ/é/ë/ß match their plain letters and each other")
    func diacritics() {
        #expect(titles(matching: "carsi") == ["Çarşı alışverişi"])
        #expect(titles(matching: "ALIŞVERİŞ") == ["Çarşı alışverişi"])
        #expect(titles(matching: "cafe resume") == ["Café résumé"])
        #expect(titles(matching: "zoe") == ["Meeting with Zoë"])
        #expect(titles(matching: "strasse") == ["Straße plan"])
    }

    @Test("Every word must match, in any order; no match gives nothing")
    func words() {
        #expect(titles(matching: "  plan   straße ") == ["Straße plan"])
        #expect(titles(matching: "meeting istanbul").isEmpty)
        #expect(titles(matching: "xyz").isEmpty)
    }

    @Test("An empty or blank query keeps every note in order")
    func emptyQuery() {
        #expect(NoteSearch.filter(notes, query: "   ") == notes)
        #expect(NoteSearch.matches(notes[0], query: ""))
    }

    @Test("The body is searched only when the scope says so")
    func bodyScope() {
        #expect(titles(matching: "peynir").isEmpty)
        #expect(titles(matching: "peynir", scope: .titleAndBody) == ["Çarşı alışverişi"])
        #expect(titles(matching: "sut carsi", scope: .titleAndBody) == ["Çarşı alışverişi"])
    }

    @Test("The index answers exactly like the unindexed filter")
    func indexAgreesWithFilter() {
        // setup
        let index = NoteSearchIndex(notes: notes, scope: .titleAndBody)
        // act / check
        for query in ["i", "ış", "S", "e r", "café", "", "zz"] {
            #expect(index.filter(query) == NoteSearch.filter(notes, query: query, scope: .titleAndBody), "\(query)")
        }
    }

    @Test("Folding: lower-case, no marks, Turkish i's unified")
    func folding() {
        #expect(SearchFolding.fold("İIıi ŞĞÜÖÇ") == "iiii sguoc")
        #expect(SearchFolding.fold("Œuvre Ærø") == "oeuvre aero")
        #expect(SearchFolding.foldedUTF8("ABC xyz") == Array("abc xyz".utf8))
    }

    @Test("The Latin fast path folds exactly like the full fold, letter by letter and in words")
    func fastPathAgrees() {
        // setup: every scalar the fast path's table covers, plus mixed words and decomposed input
        let letters = (0xC0...0x17F).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        let samples = letters + ["İSTANBUL ışık", "Œuvre à l’été", "e\u{301}te\u{301}", "Ωmega ß"]
        // act / check
        for sample in samples {
            #expect(SearchFolding.foldedUTF8(sample) == Array(SearchFolding.fold(sample).utf8), "\(sample)")
        }
    }

    @Test("Byte search finds needles at the start, middle and end only where they are")
    func byteSearch() {
        let hay = Array("abcabd".utf8)
        #expect(NoteSearchQuery.contains(hay, Array("abd".utf8)))
        #expect(NoteSearchQuery.contains(hay, Array("abc".utf8)))
        #expect(NoteSearchQuery.contains(hay, Array("ca".utf8)))
        #expect(!NoteSearchQuery.contains(hay, Array("abe".utf8)))
        #expect(!NoteSearchQuery.contains(hay, Array("abcabdx".utf8)))
    }
}
