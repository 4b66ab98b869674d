import Foundation
import Testing
@testable import SleepKit

@Suite("Localization")
struct LocalizationTests {
    @Test("every key exists in every language", arguments: Language.allCases)
    func complete(language: Language) {
        // act
        let missing = L10nKey.allCases.filter { L10n.table[language]?[$0] == nil }
        // check
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
    }

    @Test("durations use the seed's short units", arguments: [
        (4800.0, Language.tr, "1s 20d"), (4800, .en, "1h 20m"), (4800, .fr, "1 h 20 min"),
        (1199, .tr, "20d"), (3600, .tr, "1s"), (0, .en, "0m"),
    ])
    func durations(seconds: Double, language: Language, expected: String) {
        #expect(L10n.duration(seconds: seconds, language) == expected)
    }

    @Test("hours keep one decimal", arguments: [(270, Language.tr, "4.5"), (240, .tr, "4"), (310, .fr, "5,2")])
    func hours(minutes: Int, language: Language, expected: String) {
        #expect(L10n.hours(minutes: minutes, language) == expected)
    }
}

@Suite("Placeholder substitution")
struct SubstitutionTests {
    @Test("replaces known names, keeps unknown and unterminated ones")
    func substitute() {
        #expect(L10n.substitute("Saat {time} {block}!", ["time": "14:00", "block": "Nap"]) == "Saat 14:00 Nap!")
        #expect(L10n.substitute("{x} and {time", ["time": "1"]) == "{x} and {time")
    }
}
