import Foundation
import Localization
import Markup
import SleepKit
import Testing
import WebUI

@testable import SleepBackend

/// Every PolySleep page rendered in Turkish and French and read as a reader of that language
/// would: numbers with their decimal comma, no English word left over, one translation per
/// English text across the app's and the kit's tables, and landmarks that each have their own name.
@Suite("PolySleep pages: language, numbers and landmarks")
struct SleepPageLanguageTests {
    /// The pages of `SleepPageSnapshotTests`' states, as HTML.
    static func pages(_ language: Localization.Language) -> [(name: String, html: String)] {
        let now = SleepPageFixtures.sleepNow(language)
        func render(_ page: some PageModel, _ path: String) -> String {
            page.view(in: SleepPageSnapshotTests.context(language, path: path)).renderedString()
        }
        var schedule = ScheduleTemplate.everymanE3.makeSchedule(id: "polysleep")
        schedule.setBlocks(schedule.blocks + [SleepBlock.nap("nap9", 14, 50)])
        return [
            ("today", render(SleepTodayPage(now, rateID: nil, language: language, ringTitle: SleepText.ringTitle.text(language),
                                            ringCenter: SleepText.ringCenterLabel.text(language)), "/sleep")),
            ("welcome", render(SleepWelcomePage(current: nil, language: language), "/sleep/welcome")),
            ("editor", render(SleepEditorPage(draft: ScheduleDraft(schedule), language: language,
                                              ringTitle: SleepText.ringTitle.text(language)), "/sleep/schedule")),
            ("history", render(SleepHistoryPage(account: SleepPageFixtures.account, history: SleepPageFixtures.history, year: 2025,
                                                month: 6, now: SleepPageFixtures.now, language: language,
                                                calendarTitle: SleepText.historyCalendarTitle.text(language)), "/sleep/history")),
            ("analytics", render(SleepAnalyticsPage(now, titles: SleepPageSnapshotTests.analyticsTitles(language)), "/sleep/analytics")),
            ("alarms", render(SleepAlarmsPage(now, invalidFields: [], feedURL: "https://suite.example/sleep/calendar/t.ics"),
                              "/sleep/alarms")),
            ("widgets", render(SleepWidgetsPage(now), "/sleep/widgets")),
        ]
    }

    /// English UI words that are no Turkish or French word ("Nap", "Core", "Score", "Record" and
    /// "Widgets" are: the Turkish app keeps the plan's own terms, French writes them too).
    static let englishWords: Set = [
        "Streak", "Save", "Upload", "failed", "Yesterday", "Today", "Planned", "Next", "Start", "Skip",
        "Snooze", "Settings", "History", "Alarms", "Schedule", "Remaining", "hours",
    ]

    @Test("Turkish and French pages write decimals with a comma and no English word", arguments: [Localization.Language.tr, .fr])
    func readsAsTheLanguage(language: Localization.Language) {
        for (name, html) in Self.pages(language) {
            // act
            let text = TranslationLint.visibleText(ofHTML: html)
            // check
            #expect(TranslationLint.asciiDecimals(in: text).isEmpty, "\(name)-\(language): \(TranslationLint.asciiDecimals(in: text))")
            let english = TranslationLint.englishWords(in: text, vocabulary: Self.englishWords)
            #expect(english.isEmpty, "\(name)-\(language): \(english)")
        }
    }

    @Test("one English text has one translation across the page and kit tables", arguments: [Localization.Language.tr, .fr])
    func oneTranslationPerText(language: Localization.Language) {
        // act
        let tables: [any LocalizedKey.Type] = [SleepText.self, SleepActionText.self] + SleepKitTables.all
        let divergent = StringTables.divergentTranslations(tables, language)
        // check
        #expect(divergent.isEmpty, "\(divergent.joined(separator: "\n"))")
    }

    @Test("no two landmarks of a page share a name (axe's landmark-unique)", arguments: Localization.Language.allCases)
    func landmarksAreUnique(language: Localization.Language) {
        for (name, html) in Self.pages(language) {
            // act: the named regions (section, nav, aside, form, role=region) and their names
            let names = html.matches(of: #/<(section|nav|aside|form)\b[^>]*\baria-label="([^"]*)"/#).map { "\($0.output.1) \($0.output.2)" }
            // check
            let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(name)-\(language): \(repeated)")
        }
    }

    @Test("Analytics: today's open day is no 0, the streak badge is the current run's, the score text reads the drawn line")
    func analyticsTellsTheTruth() throws {
        // setup: 14:37 on June 10, Nap 3 (14:40) still to come
        let page = SleepAnalyticsPage(SleepPageFixtures.sleepNow(.en), titles: SleepPageSnapshotTests.analyticsTitles(.en))
        // check: today's actual sleep is left out (a gap), not a fall to 0
        #expect(page.todayOpen)
        #expect(page.sleep.series[1].values.last == .some(nil))
        #expect(page.sleep.series[0].values.last != .some(nil), "the plan for today is known")
        // the badge goes with the current run: a zero streak shows none
        #expect(page.streakBadge == BadgeLevel.forStreak(page.streak.current))
        // the summary's first, last, lowest and highest are the drawn points'
        let drawn = page.score.series[0].values.compactMap { $0 }.map { Int($0) }
        let description = try #require(page.score.description)
        let first = try #require(drawn.first), last = try #require(drawn.last)
        #expect(description.hasPrefix("\(first) on ") && description.contains(", \(last) on "), "\(description)")
        #expect(description.contains("Lowest: \(drawn.min()!) on") && description.contains("Highest: \(drawn.max()!) on"), "\(description)")
    }

    @Test("the checks can fail")
    func checksCanFail() {
        #expect(TranslationLint.asciiDecimals(in: "Toplam: 4.4 sa · 10.06.2025 · 14:00") == ["4.4"])
        #expect(TranslationLint.englishWords(in: "Streak: 3 gün", vocabulary: Self.englishWords) == ["Streak"])
        #expect(TranslationLint.visibleText(ofHTML: "<p x=\"1.5\">a<script>b 2.5</script></p>").contains("1.5") == false)
    }
}
