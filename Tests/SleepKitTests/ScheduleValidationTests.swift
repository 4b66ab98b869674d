import Foundation
import Localization
import Testing
@testable import SleepKit

@Suite("Schedule validation")
struct ScheduleValidationTests {
    private func schedule(_ blocks: [SleepBlock]) -> SleepSchedule {
        SleepSchedule(id: "x", name: "Custom", blocks: blocks)
    }

    @Test("a core crossing midnight overlaps a nap just after midnight")
    func overlapAcrossMidnight() {
        // setup
        let s = schedule([.core("core", 23, 0, minutes: 120), .nap("nap", 0, 30)])
        // act
        let issues = s.validate()
        // check
        #expect(issues.contains(.overlap("nap", "core")) || issues.contains(.overlap("core", "nap")))
        #expect(!s.isValid)
    }

    @Test("a message names each block by kind and time, which no reordering of the rows changes")
    func messagesNameBlocksByTime() {
        // setup: nap2 moved before nap1 — by start it is now the first nap ("Nap 1")
        let s = schedule([.core("core", 21, 0, minutes: 180), .nap("nap1", 14, 40), .nap("nap2", 14, 50)])
        // act
        let messages = s.validate().map { $0.message(for: s, in: .en) }
        // check
        #expect(messages.contains { $0.contains("Nap (2:40\u{202F}PM–3:00\u{202F}PM)") && $0.contains("Nap (2:50\u{202F}PM–3:10\u{202F}PM)") },
                "\(messages)")
        #expect(!messages.contains { $0.contains("Nap 1") || $0.contains("Nap 2") })
    }

    @Test("the last block of the day needs a gap to the first block of the next day")
    func gapAcrossMidnight() {
        // setup: core ends 00:30, nap starts 01:00 the next morning
        let s = schedule([.core("core", 22, 30, minutes: 120), .nap("nap", 1, 0)])
        // act
        let issues = s.validate()
        // check
        #expect(issues.contains(.gapTooShort(after: "core", before: "nap", minutes: 30)))
    }

    @Test("gaps between 1 and 2 hours warn without failing")
    func shortGapWarns() {
        // setup
        let s = schedule([.core("core", 0, 0, minutes: 180), .nap("nap", 4, 30)])
        // act
        let issues = s.validate()
        // check
        #expect(issues == [.gapShort(after: "core", before: "nap", minutes: 90)])
        #expect(issues.first?.severity == .warning)
        #expect(s.isValid)
    }

    @Test("nap and core durations are bounded", arguments: [
        (BlockKind.nap, 9, false), (.nap, 10, true), (.nap, 45, true), (.nap, 46, false),
        (.core, 59, false), (.core, 60, true),
    ])
    func durationBounds(kind: BlockKind, minutes: Int, valid: Bool) {
        // setup
        let block = SleepBlock(id: "b", start: TimeOfDay(hour: 12), durationMinutes: minutes, kind: kind)
        // act
        let issues = schedule([block]).validate()
        // check
        #expect(issues.isEmpty == valid, "\(kind) \(minutes): \(issues)")
    }

    @Test("total sleep must stay under 24 hours")
    func totalUnderADay() {
        // setup
        let s = schedule([.core("a", 0, 0, minutes: 720), .core("b", 12, 0, minutes: 720)])
        // act
        let issues = s.validate()
        // check
        #expect(issues.contains(.totalTooLong(minutes: 1440)))
    }

    @Test("empty schedules and duplicate ids are rejected")
    func emptyAndDuplicates() {
        #expect(schedule([]).validate() == [.noBlocks])
        #expect(schedule([.nap("n", 3, 0), .nap("n", 9, 0)]).validate().contains(.duplicateBlockId("n")))
    }

    @Test("messages name the blocks in each language")
    func localizedMessages() {
        // setup
        let s = schedule([.core("core", 23, 0, minutes: 120), .nap("nap", 0, 30)])
        let issue = ScheduleIssue.overlap("core", "nap")
        // act
        let tr = issue.message(for: s, in: .tr)
        let fr = issue.message(for: s, in: .fr)
        // check
        #expect(tr == "Core (23:00–01:00) ile Nap (00:30–00:50) çakışıyor.")
        #expect(fr == "Sommeil principal (23:00–01:00) chevauche Sieste (00:30–00:50).")
    }

    @Test("adaptation phases follow calendar days")
    func adaptationPhase() {
        // setup
        let cal = TestTime.paris
        let adaptation = Adaptation(startDate: TestTime.local(cal, 2025, 3, 28, 21), dayCount: 10)
        // act
        let before = adaptation.phase(at: TestTime.local(cal, 2025, 3, 26, 12), calendar: cal)
        let day3 = adaptation.phase(at: TestTime.local(cal, 2025, 3, 30, 1), calendar: cal)
        let day9 = adaptation.phase(at: TestTime.local(cal, 2025, 4, 5, 23, 59), calendar: cal)
        let after = adaptation.phase(at: TestTime.local(cal, 2025, 4, 7), calendar: cal)
        // check
        #expect(before == .notStarted(daysUntilStart: 2))
        #expect(day3 == .inProgress(day: 3, of: 10, stage: .adjustment))
        #expect(day9 == .inProgress(day: 9, of: 10, stage: .stabilization))
        #expect(after == .adapted)
    }
}
