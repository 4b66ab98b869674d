import Testing

@testable import ServerCore

@Suite("Language negotiation and string tables")
struct LanguageTests {
    @Test("Accept-Language picks the best supported language by q-value", arguments: [
        ("tr-TR,tr;q=0.9,en;q=0.8", Language.tr),
        ("de-DE,fr;q=0.7,en;q=0.5", .fr),
        ("en-GB;q=0.2, tr;q=0.8", .tr),
        ("de, ja", .en),
        ("", .en),
        ("fr;q=0, en;q=0.1", .en),
        ("FR-ca", .fr),
    ])
    func negotiation(header: String, expected: Language) {
        // act
        let chosen = Language.negotiate(acceptLanguage: header)
        // check
        #expect(chosen == expected)
    }

    @Test("Every key exists in English, Turkish and French")
    func noMissingKeys() {
        // act
        let missing = Localizer.missingKeys(in: ServerCoreStrings.table)
        // check
        #expect(missing.isEmpty, "missing keys: \(missing)")
    }

    @Test("missingKeys reports a key absent from one language")
    func missingKeyIsDetected() {
        // setup
        let table: Localizer.Table = [.en: ["a": "A", "b": "B"], .tr: ["a": "A"], .fr: ["a": "A", "b": "B"]]
        // act
        let missing = Localizer.missingKeys(in: table)
        // check
        #expect(missing == [.tr: ["b"]])
    }

    @Test("Placeholders are filled and missing translations fall back to English")
    func placeholdersAndFallback() {
        // setup
        let localizer = Localizer(tables: [[.en: ["greet": "Hi {name}", "only.en": "E"], .tr: ["greet": "Merhaba {name}"]]])
        // act / check
        #expect(localizer.text("greet", .tr, ["name": "Ayşe"]) == "Merhaba Ayşe")
        #expect(localizer.text("only.en", .fr) == "E")
        #expect(localizer.text("nope", .fr) == "nope")
    }
}

@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test("The five special characters are escaped; everything else, multi-byte text included, is kept")
    func escaping() {
        #expect(HTMLEscaping.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        #expect(HTMLEscaping.escape("İstanbul’da çay <3 🍵") == "İstanbul’da çay &lt;3 🍵")
        #expect(HTMLEscaping.escape("plain text") == "plain text")
        #expect(HTMLEscaping.escape("") == "")
    }
}
