import Foundation
import Localization
import PageSnapshotTesting
import SleepKit
import Testing
import WebUI

@testable import SleepBackend

/// Every PolySleep page in a representative state, in English, Turkish and French, from a model
/// and a context alone (no app, no request).
@Suite("PolySleep pages: golden HTML")
struct SleepPageSnapshotTests {
    /// `Language.snapshotLanguages` plus French: durations, 24-hour times and French spacing
    /// ("1 h 20 min", "Objectif du jour : …") are read in review, not only by the table tests.
    static let languages: [Localization.Language] = Localization.Language.snapshotLanguages + [.fr]

    static func context(_ language: Localization.Language, path: String, flash: Flash? = nil) -> PageContext {
        .snapshot(language, account: AccountSummary(email: "uyku@example.com"), flash: flash, path: path)
    }

    @Test("Today: ring, countdown, the fired reminder and the rating", arguments: Self.languages)
    func today(language: Localization.Language) {
        // setup
        let now = SleepPageFixtures.sleepNow(language)
        // act
        let page = SleepTodayPage(now, rateID: nil, language: language, ringTitle: SleepText.ringTitle.text(language),
                                  ringCenter: SleepText.ringCenterLabel.text(language))
        // check
        #expect(page.reminder != nil)
        let nap = page.blocks.first { $0.occurrenceID == "nap3@2025-06-10" }
        #expect(page.primary == .start(occurrenceID: "nap3@2025-06-10", name: nap?.name ?? ""))
        // 08:10's nap is over and unrecorded: missed, not planned, and the status line does not call it finished.
        #expect(page.blocks.first { $0.occurrenceID == "nap2@2025-06-10" }?.status == .missed)
        #expect(page.blocks.first { $0.occurrenceID == "nap1@2025-06-10" }?.status == .done)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep")), named: "today-\(language)")
    }

    @Test("Get started: every template with its ring", arguments: Self.languages)
    func welcome(language: Localization.Language) {
        let page = SleepWelcomePage(current: nil, language: language)
        #expect(page.choices.count == ScheduleTemplate.allCases.count)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/welcome")), named: "welcome-\(language)")
    }

    @Test("the adaptation note: the followed schedule's days, or the range before any is chosen")
    func adaptationNote() throws {
        // setup
        let hard = try #require(ScheduleTemplate.allCases.first { $0.difficulty == .hard })
        // act
        let chosen = SleepWelcomePage(current: hard.makeSchedule(id: hard.rawValue), language: .en)
            .view(in: Self.context(.en, path: "/sleep/welcome")).renderedString()
        let none = SleepWelcomePage(current: nil, language: .en)
            .view(in: Self.context(.en, path: "/sleep/welcome")).renderedString()
        // check
        #expect(chosen.contains("Adapting takes about 21 days for this schedule"))
        #expect(none.contains("Adapting takes from about 7 days (Easy) to 42 days (Extreme)"))
        #expect(!none.contains("for this schedule"))
    }

    @Test("the editor with an overlap: the kit's message and the rows as typed", arguments: Self.languages)
    func editor(language: Localization.Language) {
        // setup
        var schedule = ScheduleTemplate.everymanE3.makeSchedule(id: "polysleep")
        schedule.setBlocks(schedule.blocks + [SleepBlock.nap("nap9", 14, 50)])
        // act
        let page = SleepEditorPage(draft: ScheduleDraft(schedule), language: language,
                                   ringTitle: SleepText.ringTitle.text(language))
        // check
        #expect(!page.errors.isEmpty)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/schedule")), named: "editor-overlap-\(language)")
    }

    @Test("History of June: calendar, days newest first, ratings and notes", arguments: Self.languages)
    func history(language: Localization.Language) {
        let page = SleepHistoryPage(
            account: SleepPageFixtures.account, history: SleepPageFixtures.history, year: 2025, month: 6,
            now: SleepPageFixtures.now, language: language,
            calendarTitle: SleepText.historyCalendarTitle.text(language))
        #expect(page.days.count == 10)
        #expect(page.nextMonth == nil)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/history")), named: "history-\(language)")
    }

    @Test("Analytics: adherence, sleep, restedness, score, regularity", arguments: Self.languages)
    func analytics(language: Localization.Language) {
        let page = SleepAnalyticsPage(SleepPageFixtures.sleepNow(language), titles: Self.analyticsTitles(language))
        #expect(page.hasRecords)
        #expect(page.regularityIndex != nil)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/analytics")), named: "analytics-\(language)")
    }

    @Test("Analytics with nothing recorded: no data yet, never a perfect regularity or a 0 for today", arguments: Self.languages)
    func analyticsEmpty(language: Localization.Language) throws {
        // setup: the schedule was chosen this morning; nothing is recorded yet
        let now = SleepNow(account: SleepPageFixtures.account(since: SleepPageFixtures.date(10, 9)), history: SleepHistory(),
                           active: [], now: SleepPageFixtures.now, language: language)
        // act
        let page = SleepAnalyticsPage(now, titles: Self.analyticsTitles(language))
        let html = page.view(in: Self.context(language, path: "/sleep/analytics")).renderedString()
        // check
        #expect(page.regularityIndex == nil && page.latestScore == nil)
        let todayScore = try #require(page.score.series.first?.values.last)
        #expect(todayScore == nil, "today is not over: no point on the chart, as the tile says no score yet")
        #expect(!html.contains("100/100"))
        #expect(html.contains(SleepText.regularityNoData.text(language, ["days": "7"])))
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/analytics")), named: "analytics-empty-\(language)")
    }

    static func analyticsTitles(_ language: Localization.Language) -> SleepAnalyticsPage.Titles {
        SleepAnalyticsPage.Titles(
            adherence: SleepText.adherenceTitle.text(language), sleep: SleepText.actualVsPlanned.text(language),
            planned: SleepText.plannedSeries.text(language), actual: SleepText.actualSeries.text(language),
            restedness: SleepText.restednessTitle.text(language), score: SleepText.scoreTitle.text(language),
            week: { SleepText.adherenceWeek.text(language, ["day": $0]) })
    }

    @Test("Alarms: settings with a wrong field, Coming up, the calendar link", arguments: Self.languages)
    func alarms(language: Localization.Language) {
        let page = SleepAlarmsPage(
            SleepPageFixtures.sleepNow(language), invalidFields: ["wakeSnoozeMinutes"],
            feedURL: "https://suite.example/sleep/calendar/token.ics")
        #expect(page.upcoming.count == SleepAlarmsPage.shownCount)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/alarms")), named: "alarms-\(language)")
    }

    @Test("Widgets: small, medium, large from the kit's timeline; Nap Başlat posts the nap", arguments: Self.languages)
    func widgets(language: Localization.Language) {
        let page = SleepWidgetsPage(SleepPageFixtures.sleepNow(language))
        #expect(page.entries.map(\.family) == [.small, .medium, .large])
        let html = page.view(in: Self.context(language, path: "/sleep/widgets")).renderedString()
        #expect(html.contains("name=\"occurrence\" value=\"nap3@2025-06-10\""))
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/widgets")), named: "widgets-\(language)")
    }

    @Test("editing a History entry: the record's values, and a refused edit naming its field", arguments: Self.languages)
    func recordEdit(language: Localization.Language) throws {
        // setup
        let record = try #require(SleepPageFixtures.history.records.values.filter { $0.restedness != nil && !$0.note.isEmpty }
            .max { $0.id < $1.id })
        let form = SleepRecordForm(record, calendar: SleepPageFixtures.account.scheduleCalendar(on: record.occurrence.day))
        var typed = form
        typed.actualEnd = "25:99"
        // act
        let page = SleepRecordEditPage(account: SleepPageFixtures.account, occurrence: record.occurrence, record: record,
                                       values: typed, errors: ["actualEnd": SleepText.recordTimeError.text(language)],
                                       language: language)
        // check
        #expect(page.hasRecord && page.values.restedness == form.restedness)
        expectSnapshot(page.view(in: Self.context(language, path: "/sleep/history/\(record.id)")), named: "record-edit-\(language)")
    }

    @Test("every page text exists in every language with the same placeholders")
    func strings() {
        #expect(SleepText.strings.problems() == [])
    }
}
