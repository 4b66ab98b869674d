import Localization
import Testing

enum SampleKey: String, LocalizedKey {
    case greeting, notesOne, notesOther

    static let strings = StringTable<SampleKey>(
        en: [.greeting: "Hello {name}", .notesOne: "{count} note", .notesOther: "{count} notes"],
        tr: [.greeting: "Merhaba {name}", .notesOne: "{count} not", .notesOther: "{count} not"],
        fr: [.greeting: "Bonjour {name}", .notesOne: "{count} note", .notesOther: "{count} notes"])

    static let notes = PluralKey(one: SampleKey.notesOne, other: SampleKey.notesOther)
}

enum BrokenKey: String, LocalizedKey {
    case a, b, c
    static let strings = StringTable<BrokenKey>(
        en: [.a: "{x} and {y}", .b: "plain", .c: "Ready?"],
        tr: [.a: "{x}", .c: " "],
        fr: [.a: "{x} et {y", .b: "simple", .c: "Prêt?"])
}

@Suite("One localization layer")
struct LocalizationTests {
    @Test("Accept-Language honours q-values and regions", arguments: [
        ("tr-TR,tr;q=0.9,en;q=0.8", Language.tr), ("de-DE,fr;q=0.5,en;q=0.4", .fr), ("en;q=0.1, tr;q=0.2", .tr),
        ("", .en), ("de", .en), ("fr-CA", .fr), ("*", .en), ("tr;q=0, fr", .fr),
    ])
    func negotiate(header: String, expected: Language) {
        #expect(Language.negotiate(acceptLanguage: header) == expected)
    }

    @Test("plural categories: French counts 0 as one")
    func plurals() {
        #expect(SampleKey.notes.text(count: 0, .fr) == "0 note")
        #expect(SampleKey.notes.text(count: 0, .en) == "0 notes")
        #expect(SampleKey.notes.text(count: 1, .en) == "1 note")
        #expect(SampleKey.notes.text(count: 2, .fr) == "2 notes")
        #expect(SampleKey.notes.text(count: 1234, .en) == "1,234 notes")
    }

    @Test("a table reports missing and blank texts, stray braces, placeholder mismatches and French spacing")
    func problems() {
        // act
        let problems = BrokenKey.strings.problems()
        // check
        #expect(SampleKey.strings.problems().isEmpty)
        #expect(Set(problems) == [
            "tr: missing b", "tr: a uses {x}, English uses {x, y}", "tr: c is blank",
            "fr: a has a brace that is not a {placeholder}", "fr: a uses {x}, English uses {x, y}",
            "fr: c needs a space before \"?\"",
        ])
        #expect(problems.count == 6)
    }

    @Test("case mapping follows the language: Turkish dotted and dotless i")
    func caseMapping() {
        #expect(Language.tr.uppercased("istanbul ılık") == "İSTANBUL ILIK")
        #expect(Language.en.uppercased("istanbul") == "ISTANBUL")
        #expect(Language.tr.lowercased("IŞIK İZMİR") == "ışık izmir")
        #expect(Language.fr.uppercased("élève") == "ÉLÈVE")
    }

    @Test("the translator reads typed keys in the reader's language")
    func translator() {
        let t = Translator(.tr)
        #expect(t(SampleKey.greeting, ["name": "Ayşe"]) == "Merhaba Ayşe")
        #expect(t(SampleKey.notes, count: 3) == "3 not")
    }
}
