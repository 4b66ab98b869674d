import Foundation
import Localization
import Testing
@testable import SleepKit

@Suite("SleepKit formats")
struct SleepFormatsTests {
    static func formats(_ language: Language) -> LocalizedFormats {
        LocalizedFormats(language: language, timeZone: TimeZone(identifier: "Europe/Istanbul")!)
    }

    @Test("every SleepKit text exists in en, tr and fr; French elides with ’ as the other apps do")
    func stringTables() {
        // act
        let problems = SleepTodayText.strings.problems() + SleepReminderText.strings.problems()
            + ScheduleIssueText.strings.problems() + BlockRecordIssueText.strings.problems() + SleepDurationText.strings.problems()
        let french = SleepTodayText.allCases.map { $0.text(.fr) } + SleepReminderText.allCases.map { $0.text(.fr) }
            + ScheduleIssueText.allCases.map { $0.text(.fr) } + BlockRecordIssueText.allCases.map { $0.text(.fr) }
        // check
        #expect(problems == [])
        #expect(french.filter { $0.contains("'") } == [], "\"Régler l'alarme\" beside \"Aujourd’hui\"")
    }

    @Test("durations read as people write them, rounded up to whole minutes", arguments: [
        (4800.0, Language.tr, "1 sa 20 dk"), (4800, .en, "1 h 20 min"), (4800, .fr, "1 h 20 min"),
        (1199, .tr, "20 dk"), (3600, .tr, "1 sa"), (3601, .en, "1 h 1 min"), (0, .en, "0 min"), (-5, .tr, "0 dk"),
        (36_000, .fr, "10 h"),
    ])
    func compact(seconds: Double, language: Language, expected: String) {
        #expect(SleepFormats.compactDuration(seconds: seconds, Self.formats(language)).plainSpaces == expected)
    }

    @Test("a number never wraps away from its unit")
    func noBreak() {
        #expect(SleepFormats.compactDuration(seconds: 4800, Self.formats(.tr)) == "1\u{A0}sa 20\u{A0}dk")
    }

    @Test("a running block's remaining time uses the countdown's words", arguments: [
        (900.0, Language.tr, "15 dk"), (899, .en, "15 min"), (4800, .fr, "1 h 20 min"), (3600, .en, "1 h"),
    ])
    func remaining(seconds: Double, language: Language, expected: String) {
        #expect(SleepFormats.remaining(seconds: seconds, Self.formats(language)).plainSpaces == expected)
    }

    @Test("hours keep one decimal; Turkish keeps the app's dot", arguments: [
        (270, Language.tr, "4,5"), (240, .tr, "4"), (310, .fr, "5,2"), (270, .en, "4.5"), (1_500, .en, "25"),
    ])
    func hours(minutes: Int, language: Language, expected: String) {
        #expect(SleepFormats.hours(minutes: minutes, Self.formats(language)) == expected)
    }

    @Test("hour counts take the plural form of the number as written", arguments: [
        (60, Language.en, "Today's goal: 1 hour"), (90, .en, "Today's goal: 1.5 hours"), (240, .en, "Today's goal: 4 hours"),
        (90, .fr, "Objectif du jour\u{202F}: 1,5 h"), (60, .tr, "Bugün hedefiniz 1 saat"),
    ])
    func hourPlurals(minutes: Int, language: Language, expected: String) {
        // setup: one block of `minutes` starting at 13:00
        let schedule = SleepSchedule(id: "s", name: "s", blocks: [.core("c", 13, 0, minutes: minutes)])
        let calendar = ScheduleCalendar(schedule: schedule, calendar: TestTime.istanbul)
        // act
        let text = calendar.todayGoalText(at: TestTime.local(TestTime.istanbul, 2025, 6, 10, 9), language)
        // check
        #expect(text == expected)
    }

    @Test("block times follow the reader's clock: 12-hour in English, 24-hour in Turkish and French")
    func blockTimes() {
        // setup
        let calendar = ScheduleCalendar(schedule: .template(.uberman), calendar: TestTime.newYork)
        let start = TestTime.local(TestTime.newYork, 2025, 6, 10, 4)
        let afternoon = TestTime.local(TestTime.newYork, 2025, 6, 10, 16)
        // act / check
        #expect(calendar.timeText(of: start, .en) == "4:00\u{202F}AM")
        #expect(calendar.timeText(of: start, .tr) == "04:00")
        #expect(calendar.timeText(of: afternoon, .fr) == "16:00")
        #expect(calendar.timeText(of: afternoon, .en) == "4:00\u{202F}PM")
    }
}
