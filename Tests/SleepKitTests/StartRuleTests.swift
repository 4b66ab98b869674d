import Foundation
import Testing
@testable import SleepKit

@Suite("Which block Start may start: one rule for Today, the widget and notifications")
struct StartRuleTests {
    let cal = TestTime.istanbul
    /// A core at 22:00 and the nap at 14:00 of docs/apps/sleep.md#scenario.
    let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 14, 0)])
    var calendar: ScheduleCalendar { ScheduleCalendar(schedule: schedule, calendar: cal) }
    func at(_ h: Int, _ m: Int, day: Int = 10) -> Date { TestTime.local(cal, 2025, 6, day, h, m) }
    func occurrence(_ id: String, day: Int = 10) -> BlockOccurrence {
        calendar.occurrences(on: DayKey(year: 2025, month: 6, day: day)).first { $0.blockId == id }!
    }

    @Test("a done, missed or cancelled block is refused as recorded; a snoozed one may start")
    func recordedBlocks() {
        // setup
        let nap = occurrence("nap")
        var history = SleepHistory()
        // act
        let fresh = history.startRefusal(nap, at: at(13, 55))
        var refusals: [BlockStatus: StartRefusal?] = [:]
        for status in [BlockStatus.done, .missed, .cancelled, .snoozed] {
            history.upsert(BlockRecord(occurrence: nap, status: status))
            refusals[status] = history.startRefusal(nap, at: at(13, 55))
        }
        // check
        #expect(fresh == nil)
        #expect(refusals[.done] == .recorded(.done) && refusals[.missed] == .recorded(.missed))
        #expect(refusals[.cancelled] == .recorded(.cancelled))
        #expect(refusals[.snoozed] == .some(nil), "a snooze only moved the reminder")
    }

    @Test("over, more than 12 h ahead, or while another block runs: refused with the reason")
    func timing() {
        // setup
        let nap = occurrence("nap")
        var history = SleepHistory()
        // act
        let over = history.startRefusal(nap, at: at(14, 20))
        let tonightsCore = history.startRefusal(occurrence("core"), at: at(10, 0))
        let tomorrowsNap = history.startRefusal(occurrence("nap", day: 11), at: at(14, 5))
        history.start(occurrence("core", day: 9), at: at(22, 0, day: 9))
        let running = history.startRefusal(nap, at: at(13, 55))
        // check
        #expect(over == .over)
        #expect(tonightsCore == nil, "12 h ahead: the widget's early start")
        #expect(tomorrowsNap == .tooEarly, "a day ahead the sleep is not that nap's")
        #expect(running == .running)
    }

    @Test("startIfStartable never rewrites a record; Today's startable skips a done block")
    func checkedStart() throws {
        // setup
        let nap = occurrence("nap")
        var history = SleepHistory()
        history.upsert(BlockRecord(occurrence: nap, status: .done, actualStart: at(14, 0), actualEnd: at(14, 20),
                                   restedness: Restedness(rawValue: 4)))
        let before = history
        // act
        let result = history.startIfStartable(nap, at: at(14, 10))
        let startable = history.startable(in: calendar.snapshot(at: at(14, 10)))
        // check
        #expect(throws: StartRefusal.recorded(.done)) { try result.get() }
        #expect(history == before)
        #expect(startable?.id == "core@2025-06-10")
    }

    @Test("Start late in the evening never files the sleep under tomorrow's block")
    func lateStartNotTomorrow() {
        // setup: the reviewer's custom schedule, both of today's blocks over; it is 22:40
        let custom = ScheduleCalendar(schedule: SleepSchedule(id: "c", name: "x", blocks: [
            .core("core1", 14, 0, minutes: 180), .nap("nap1", 17, 30),
        ]), calendar: cal)
        let tomorrowsCore = custom.occurrences(on: DayKey(year: 2025, month: 6, day: 11))[0]
        var history = SleepHistory()
        // act
        let lateEvening = history.startable(in: custom.snapshot(at: at(22, 40)))
        let scripted = history.startIfStartable(tomorrowsCore, at: at(22, 40))
        let nextMorning = history.startable(in: custom.snapshot(at: at(2, 0, day: 11)))
        // check
        #expect(lateEvening == nil, "tomorrow's 14:00 core is 15 h 20 min ahead: no Start to misfile")
        #expect(throws: StartRefusal.tooEarly) { try scripted.get() }
        #expect(history.records.isEmpty, "tomorrow's core stays planned, its alarm kept")
        #expect(nextMorning?.id == tomorrowsCore.id, "12 h before it, the early start is offered again")
    }

    @Test("the countdown and the status line never name a block already done")
    func countdownSkipsDone() {
        // setup: the 14:00 nap started early from the widget and woken from before its plan
        let nap = occurrence("nap")
        var history = SleepHistory()
        history.start(nap, at: at(13, 20))
        _ = history.wake(at: at(13, 45))
        let now = at(13, 50)
        let ledger = DayLedger(calendar: calendar, history: history, from: DayKey(year: 2025, month: 6, day: 10),
                               through: DayKey(year: 2025, month: 6, day: 10))
        // act
        let state = TodayState(calendar: calendar, history: history, ledger: ledger, now: now, language: .tr)
        // check
        #expect(state.next?.id == "core@2025-06-10")
        #expect(state.countdownText?.plainSpaces == "Sonraki: 22:00, Kalan: 8 sa 10 dk")
        #expect(!state.statusLine.contains("Nap"), "\(state.statusLine)")
        #expect(calendar.countdownText(at: now, .tr)?.plainSpaces == "Sonraki: 14:00, Kalan: 10 dk", "the plan alone still names the nap")
    }
}

@Suite("The day a schedule was chosen: earlier blocks were never planned")
struct PlannedSinceTests {
    let cal = TestTime.istanbul
    let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 1, 0, minutes: 180), .nap("nap", 14, 0)])
    var calendar: ScheduleCalendar { ScheduleCalendar(schedule: schedule, calendar: cal) }
    let day = DayKey(year: 2025, month: 6, day: 10)

    @Test("chosen at 13:00: the 01:00 core is left out unless recorded; the 14:00 nap counts")
    func firstDay() {
        // setup
        let chosen = TestTime.local(cal, 2025, 6, 10, 13, 0)
        let core = calendar.occurrences(on: day)[0]
        var recorded = SleepHistory()
        recorded.upsert(BlockRecord(occurrence: core, status: .done, actualStart: core.start, actualEnd: core.end))
        // act
        let empty = DayLedger(calendar: calendar, history: SleepHistory(), from: day, through: day, plannedSince: chosen)
        let kept = DayLedger(calendar: calendar, history: recorded, from: day, through: day, plannedSince: chosen)
        let unbounded = DayLedger(calendar: calendar, history: SleepHistory(), from: day, through: day)
        // check
        #expect(empty.days[0].occurrences.map(\.blockId) == ["nap"])
        #expect(kept.days[0].occurrences.map(\.blockId) == ["core", "nap"], "a record made anyway still counts")
        #expect(unbounded.days[0].occurrences.count == 2)
    }
}
