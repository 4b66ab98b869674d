import Localization
import Testing

@Suite("French punctuation spacing")
struct FrenchTypographyTests {
    @Test("spaces before : ; ! ? % » and after « become narrow no-break spaces", arguments: [
        ("Prochain : {time}", "Prochain\u{202F}: {time}"), ("Prêt ? Oui !", "Prêt\u{202F}? Oui\u{202F}!"),
        ("« Bonjour »", "«\u{202F}Bonjour\u{202F}»"), ("87\u{A0}%", "87\u{202F}%"), ("14:00", "14:00"),
        ("Maximum\u{A0}: {label}", "Maximum\u{202F}: {label}"), ("sans ponctuation", "sans ponctuation"),
    ])
    func spaced(text: String, expected: String) {
        #expect(FrenchTypography.spaced(text) == expected)
    }

    @Test("marks written straight after a word are found; times and addresses are not marks")
    func unspaced() {
        #expect(FrenchTypography.unspacedMarks(in: "Prêt? Oui! Note: {rate}%") == ["?", "!", ":", "%"])
        #expect(FrenchTypography.unspacedMarks(in: "à 14:00, voir https://example.org ?!").isEmpty)
    }

    @Test("French tables and percentages carry the narrow space; other languages are left alone")
    func appliedByTheLayer() {
        // act / check
        #expect(SpacingKey.colon.text(.fr, ["time": "19:00"]) == "Prochain\u{202F}: 19:00")
        #expect(SpacingKey.colon.text(.en, ["time": "7:00 PM"]) == "Next: 7:00 PM")
        #expect(LocalizedNumber.percent(0.873, .fr) == "87\u{202F}%")
        #expect(LocalizedNumber.percent(0.873, .tr) == "%87")
    }
}

enum SpacingKey: String, LocalizedKey {
    case colon
    static let strings = StringTable<SpacingKey>(
        en: [.colon: "Next: {time}"], tr: [.colon: "Sonraki: {time}"], fr: [.colon: "Prochain : {time}"])
}
