import DisposableAPI
import Foundation
import Localization
import PageSnapshotTesting
import Testing
import WebUI

@testable import DisposableBackend

/// Issue 38: counts read right in every language ("1 day", never "1 days" or "1 jours"): every
/// string with a count goes through the localization layer's plural rules.
@Suite("Disposable copy: plural forms in en, tr and fr")
struct PluralCopyTests {
    /// A number then a plural noun: "1 days", "1 jours", "1 günler".
    static let pluralAfterOnePatterns: [Language: String] = [
        .en: #"\b1 (days|hours|shots|photos|guests|times)\b"#,
        .fr: #"\b1 (jours|heures|poses|photos|invités|fois)\b"#,
        .tr: #"\b1 \w+(ler|lar)\b"#,
    ]

    static func pluralAfterOne(_ language: Language) throws -> Regex<AnyRegexOutput> {
        try Regex(try #require(pluralAfterOnePatterns[language]))
    }

    @Test("no text filled with 1 reads as a plural, in en, tr and fr", arguments: [Language.en, .tr, .fr])
    func noPluralAfterOne(language: Language) throws {
        // setup
        let pattern = try Self.pluralAfterOne(language)
        // act
        let wrong = DisposableText.allCases.filter { !DisposableText.pluralOtherForms.contains($0) }.compactMap { key -> String? in
            let template = key.text(language)
            let names = template.matches(of: /\{(\w+)\}/).map { String($0.1) }
            let filled = key.text(language, Dictionary(uniqueKeysWithValues: Set(names).map { ($0, "1") }))
            return filled.contains(pattern) ? "\(key): \(filled)" : nil
        }
        // check
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("the days before deletion say 1 day, and 3 days, in each language", arguments: [Language.en, .tr, .fr])
    func daysLeft(language: Language) throws {
        // setup
        let now = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let summary = { (days: Int) in
            Components.Schemas.EventSummary(
                id: UUID().uuidString, name: "Party \(days)", role: .organizer, state: .ended, startsAt: now - 86_400 * 3,
                endsAt: now - 86_400, deleteAt: now + Double(days) * 86_400 - 60, reveal: .now, revealAt: now - 86_400 * 3,
                isRevealed: true)
        }
        // act
        let html = EventListPage(events: [summary(1), summary(3)], now: now)
            .view(in: .snapshot(language, path: "/disposable")).renderedString()
        // check
        let pattern = try Self.pluralAfterOne(language)
        #expect(!html.contains(pattern), "\(html)")
        #expect(html.contains(DisposableText.deletedInDays.text(count: 1, language)))
        #expect(html.contains(DisposableText.deletedInDays.text(count: 3, language)))
    }
}
