import Foundation
import Localization
import Testing

@testable import NotesKit

@Suite("Relative time in en/tr/fr")
struct RelativeTimeFormatterTests {
    let now = Date(timeIntervalSinceReferenceDate: 760_000_000)
    let utc = TimeZone(identifier: "UTC")!

    private func text(_ secondsAgo: TimeInterval, _ language: Language) -> String {
        RelativeTimeFormatter(language: language, timeZone: utc)
            .string(for: now.addingTimeInterval(-secondsAgo), relativeTo: now)
    }

    struct Step: Sendable, CustomTestStringConvertible {
        let secondsAgo: TimeInterval
        let language: Language
        let expected: String
        var testDescription: String { "\(secondsAgo)s \(language)" }
    }

    static let allSteps: [Step] = [
        Step(secondsAgo: 30, language: .en, expected: "just now"),
        Step(secondsAgo: 30, language: .tr, expected: "az önce"),
        Step(secondsAgo: 30, language: .fr, expected: "à l’instant"),
        Step(secondsAgo: 60, language: .en, expected: "1 minute ago"),
        Step(secondsAgo: 5 * 60, language: .en, expected: "5 minutes ago"),
        Step(secondsAgo: 5 * 60, language: .tr, expected: "5 dakika önce"),
        Step(secondsAgo: 60, language: .fr, expected: "il y a 1 minute"),
        Step(secondsAgo: 5 * 60, language: .fr, expected: "il y a 5 minutes"),
        Step(secondsAgo: 3600, language: .en, expected: "1 hour ago"),
        Step(secondsAgo: 3 * 3600, language: .tr, expected: "3 saat önce"),
        Step(secondsAgo: 3 * 3600, language: .fr, expected: "il y a 3 heures"),
        Step(secondsAgo: 86400, language: .en, expected: "1 day ago"),
        Step(secondsAgo: 2 * 86400, language: .tr, expected: "2 gün önce"),
        Step(secondsAgo: 6 * 86400, language: .fr, expected: "il y a 6 jours"),
    ]

    @Test("Each step reads right in each language", arguments: allSteps)
    func steps(step: Step) {
        #expect(text(step.secondsAgo, step.language) == step.expected)
    }

    @Test("A date in the future (clock drift) reads as just now")
    func future() {
        #expect(text(-120, .en) == "just now")
    }

    @Test("From a week on, the date itself in the language's words")
    func absolute() {
        // setup: 2025-03-05 12:00 UTC
        let date = Date(timeIntervalSince1970: 1_741_176_000)
        let later = date.addingTimeInterval(30 * 86400)
        // act
        let english = RelativeTimeFormatter(language: .en, timeZone: utc).string(for: date, relativeTo: later)
        let turkish = RelativeTimeFormatter(language: .tr, timeZone: utc).string(for: date, relativeTo: later)
        let french = RelativeTimeFormatter(language: .fr, timeZone: utc).string(for: date, relativeTo: later)
        // check
        #expect(english.contains("Mar") && english.contains("5") && english.contains("2025"))
        #expect(turkish.contains("Mar") && turkish.contains("2025"))
        #expect(french.contains("mars") && french.contains("2025"))
    }

    @Test("The injected time zone decides the calendar day")
    func timeZone() {
        // setup: 2025-03-05 23:30 UTC is already 6 March in Istanbul
        let date = Date(timeIntervalSince1970: 1_741_217_400)
        // act
        let istanbul = RelativeTimeFormatter(language: .en, timeZone: TimeZone(identifier: "Europe/Istanbul")!)
            .absoluteString(for: date)
        // check
        #expect(istanbul.contains("6"))
        #expect(!RelativeTimeFormatter(language: .en, timeZone: utc).absoluteString(for: date).contains("6,"))
    }
}
