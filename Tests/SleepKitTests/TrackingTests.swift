import Foundation
import Testing
@testable import SleepKit

@Suite("Tracking: history actions, today's state, the plan after actions")
struct TrackingTests {
    let cal = TestTime.istanbul
    /// A core at 22:00 and the nap at 14:00 of docs/apps/sleep.md#scenario.
    let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 14, 0)])
    var calendar: ScheduleCalendar { ScheduleCalendar(schedule: schedule, calendar: cal) }
    var planner: NotificationPlanner { NotificationPlanner(calendar: calendar, settings: NotificationSettings()) }
    func at(_ h: Int, _ m: Int, day: Int = 10) -> Date { TestTime.local(cal, 2025, 6, day, h, m) }
    var nap: BlockOccurrence { calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10))[0] }

    func state(_ history: SleepHistory, at now: Date) -> TodayState {
        let day = DayKey(now, calendar: cal)
        let ledger = DayLedger(calendar: calendar, history: history, from: day.adding(days: -7, calendar: cal), through: day)
        return TodayState(calendar: calendar, history: history, ledger: ledger, now: now, language: .tr)
    }

    @Test("start early from the widget, then wake: the record keeps both real times")
    func startAndWake() throws {
        // setup
        var history = SleepHistory()
        // act
        history.start(nap, at: at(13, 30))
        let running = history.inProgress
        let woke = history.wake(at: at(13, 52))
        let again = history.wake(at: at(14, 0))
        // check
        #expect(running?.id == "nap@2025-06-10")
        #expect(woke?.kept?.status == .done && woke?.kept?.actualMinutes == 22)
        #expect(again == nil && history.inProgress == nil)
    }

    @Test("I'm awake sooner than the minimum sleep records nothing: not done, no streak, startable again")
    func tooShortIsNotSleep() throws {
        // setup: the core started six hours early and ended at once
        let core = calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10))[1]
        var history = SleepHistory()
        var exact = SleepHistory()
        // act
        history.start(core, at: at(16, 10))
        let outcome = history.wake(at: at(16, 19).addingTimeInterval(59))
        exact.start(core, at: at(16, 10))
        let counted = exact.wake(at: at(16, 20))
        // check
        #expect(outcome == .tooShort(BlockRecord(occurrence: core, status: .inProgress, actualStart: at(16, 10))))
        #expect(outcome?.kept == nil && history[core.id] == nil, "nothing written down: the block is not done")
        #expect(history.isStartable(core, at: at(16, 20)), "the core can start again when the user lies down")
        let ledger = DayLedger(calendar: calendar, history: history, from: core.day, through: core.day)
        #expect(ledger.days.first?.doneCount == 0, "nothing done feeds streaks or adherence")
        #expect(counted?.kept?.status == .done && counted?.kept?.actualMinutes == 10, "exactly the minimum counts")
    }

    @Test("a block's status at an instant: planned ahead, missed once over unrecorded or only snoozed, else its record")
    func statusAtAnInstant() {
        // setup
        var history = SleepHistory()
        history.upsert(BlockRecord(occurrence: nap, status: .snoozed))
        // act and check
        #expect(history.status(of: nap, at: at(13, 0)) == .snoozed)
        #expect(history.status(of: nap, at: at(14, 20)) == .missed, "its 20 minutes are over and nothing was slept")
        #expect(SleepHistory().status(of: nap, at: at(13, 59)) == nil, "still ahead: planned")
        #expect(SleepHistory().status(of: nap, at: at(15, 0)) == .missed)
        history.start(nap, at: at(14, 0))
        _ = history.wake(at: at(14, 20))
        #expect(history.status(of: nap, at: at(15, 0)) == .done)
    }

    @Test("today's state: Start offers the next block, the running one once started, the live activity wins the status line")
    func todayState() {
        // setup
        var history = SleepHistory()
        // act
        let before = state(history, at: at(13, 20))
        history.start(nap, at: at(13, 58))
        let asleep = state(history, at: at(14, 3))
        _ = history.wake(at: at(14, 18))
        let during = state(history, at: at(14, 19))
        // check
        #expect(before.startable?.id == "nap@2025-06-10" && before.countdownText?.plainSpaces == "Sonraki: 14:00, Kalan: 40 dk")
        #expect(asleep.startable == nil && asleep.inProgress?.id == "nap@2025-06-10")
        #expect(asleep.statusLine.plainSpaces == "Nap sürüyor: 15 dk kaldı", "main's live-activity wording (SleepFormats.remaining)")
        #expect(during.startable?.id == "core@2025-06-10", "the nap is done: Start moves on to the core")
    }

    @Test("the status line agrees with Start and the records: scheduled until started, finished only once slept")
    func statusLineFollowsRecords() {
        // setup
        var history = SleepHistory()
        let coreOnly = ScheduleCalendar(schedule: SleepSchedule(id: "c", name: "x", blocks: [.core("core", 23, 0, minutes: 360)]),
                                        calendar: cal)
        let yesterdaysCore = coreOnly.occurrences(on: DayKey(year: 2025, month: 6, day: 9))[0]
        var sleptYesterday = SleepHistory()
        sleptYesterday.upsert(BlockRecord(occurrence: yesterdaysCore, status: .done, actualStart: yesterdaysCore.start,
                                          actualEnd: yesterdaysCore.end))
        // act
        let midNap = state(history, at: at(14, 5))
        let unslept = state(history, at: at(15, 0))
        history.start(nap, at: at(14, 6))
        _ = history.wake(at: at(14, 19))
        let slept = state(history, at: at(15, 0))
        let newAccount = coreOnly.statusLine(at: at(22, 59), .en, history: SleepHistory())
        let sameBlock = coreOnly.statusLine(at: at(22, 59), .fr, history: sleptYesterday)
        // check
        #expect(midNap.statusLine.plainSpaces == "Nap şu an planlı: 15 dk kaldı" && midNap.startable?.id == nap.id,
                "nothing started: not 'sürüyor' while Start is offered")
        #expect(unslept.statusLine.plainSpaces == "Core: 22:00", "an unslept nap is not 'bitti'")
        #expect(slept.statusLine.plainSpaces == "Nap bitti, Core: 22:00")
        #expect(newAccount.plainSpaces == "Core: 11:00 PM", "a new account slept nothing yesterday")
        #expect(sameBlock.plainSpaces == "Sommeil principal : 23:00", "never 'Après X : X à …'")
    }

    @Test("the plan after actions: done blocks ring no more, a started block's alarm follows its real start")
    func planAfterActions() throws {
        // setup
        var history = SleepHistory()
        history.start(nap, at: at(13, 40))
        var yesterday = history
        let now = at(13, 41)
        // act
        let started = planner.plan(from: now, days: 2, history: history, active: [])
        _ = history.wake(at: at(14, 0))
        let done = planner.plan(from: now, days: 2, history: history, active: [])
        yesterday.upsert(BlockRecord(occurrence: nap, status: .missed))
        let missed = planner.plan(from: now, days: 2, history: yesterday, active: [])
        // check
        let wake = try #require(started.requests.first { $0.id == "sleep.wake.nap@2025-06-10" })
        #expect(wake.fireDate == at(14, 0))
        #expect(!started.requests.contains { $0.id == "sleep.start.nap@2025-06-10" })
        #expect(!done.requests.contains { $0.occurrence?.id == "nap@2025-06-10" })
        #expect(!missed.requests.contains { $0.occurrence?.id == "nap@2025-06-10" })
        #expect(done.requests.first?.id == "sleep.start.core@2025-06-10")
    }

    @Test("the scenario: reminder 13:55, snooze → 14:05 replaces the planned one in the plan; the answered request is found again")
    func snoozeChain() throws {
        // setup
        var history = SleepHistory()
        let reminder = try #require(planner.request(id: "sleep.start.nap@2025-06-10", near: at(13, 56), active: []))
        let handler = NotificationActionHandler(planner: planner)
        // act
        let fired = planner.firedStartRequest(for: nap, at: at(13, 56), history: history, active: [])
        let outcome = handler.handle(.snooze, on: reminder, at: at(13, 55), history: &history)
        let plan = planner.plan(from: at(13, 56), days: 1, history: history, active: outcome.requestsToAdd)
        let whileSnoozed = planner.firedStartRequest(for: nap, at: at(14, 0), history: history, active: outcome.requestsToAdd)
        let firedAfter = planner.firedStartRequest(for: nap, at: at(14, 6), history: history, active: outcome.requestsToAdd)
        let found = planner.request(id: "sleep.start.nap@2025-06-10.snooze1", near: at(14, 6), active: outcome.requestsToAdd)
        // check
        #expect(reminder.fireDate == at(13, 55) && fired?.id == reminder.id)
        #expect(plan.requests.first?.id == "sleep.start.nap@2025-06-10.snooze1" && plan.requests.first?.fireDate == at(14, 5))
        #expect(whileSnoozed == nil, "the 13:55 reminder was answered; nothing waits until 14:05")
        #expect(firedAfter?.snoozeCount == 1 && found?.kind == .snoozedStart)
        #expect(planner.request(id: "other.thing", near: at(14, 6), active: []) == nil)
    }

    @Test("adaptation restarts on a new shape or a move past an hour, not on a small shift", arguments: [
        (30, false), (60, false), (61, true), (-45, false), (180, true),
    ])
    func adaptationReset(shift: Int, resets: Bool) {
        // setup
        let e3 = SleepSchedule.template(.everymanE3)
        // act / check
        #expect(e3.shifted(byMinutes: shift).resetsAdaptation(comparedTo: e3) == resets)
    }

    @Test("adaptation restarts when a block's length or the number of blocks changes")
    func adaptationShape() {
        // setup
        let e3 = SleepSchedule.template(.everymanE3)
        var longer = e3
        longer.setBlocks(e3.blocks.map { var b = $0; if b.id == "nap1" { b.durationMinutes = 25 }; return b })
        // act / check
        #expect(longer.resetsAdaptation(comparedTo: e3))
        #expect(SleepSchedule.template(.everymanE2).resetsAdaptation(comparedTo: e3))
        #expect(!e3.resetsAdaptation(comparedTo: e3))
    }

    @Test("a joined ledger keeps each day's own schedule; the streak runs across the change")
    func joinedLedger() {
        // setup
        let old = ScheduleCalendar(schedule: .template(.uberman), calendar: cal)
        let new = ScheduleCalendar(schedule: .template(.everymanE3), calendar: cal)
        var history = SleepHistory()
        for d in 7...8 { for o in old.occurrences(on: DayKey(year: 2025, month: 6, day: d)) { history.upsert(.done(o)) } }
        for o in new.occurrences(on: DayKey(year: 2025, month: 6, day: 9)) { history.upsert(.done(o)) }
        // act
        let ledger = DayLedger(joining: [
            DayLedger(calendar: old, history: history, from: DayKey(year: 2025, month: 6, day: 7), through: DayKey(year: 2025, month: 6, day: 8)),
            DayLedger(calendar: new, history: history, from: DayKey(year: 2025, month: 6, day: 9), through: DayKey(year: 2025, month: 6, day: 9)),
        ])
        // check
        #expect(ledger.days.map(\.occurrences.count) == [6, 6, 4])
        #expect(ledger.streak(at: at(12, 0, day: 10)) == Streak(current: 3, best: 3))
    }

    @Test("day keys parse only real dates", arguments: [
        ("2025-06-10", true), ("2024-02-29", true), ("2025-02-29", false), ("2025-6-10", false), ("x", false), ("2025-13-01", false),
    ])
    func dayKeys(text: String, valid: Bool) {
        // act / check
        #expect((DayKey(text) != nil) == valid)
        if valid { #expect(DayKey(text)?.description == text) }
    }

    @Test("a hand-edited record names what is wrong")
    func recordValidation() {
        // setup
        var record = BlockRecord(occurrence: nap, status: .done, actualStart: at(14, 0), actualEnd: at(13, 50))
        // act
        let backwards = record.validate()
        record.actualEnd = nil
        let open = record.validate()
        record.actualStart = at(3, 0, day: 11)
        record.status = .missed
        let far = record.validate()
        // check
        #expect(backwards == [.endBeforeStart])
        #expect(open == [.doneWithoutTimes])
        #expect(far == [.startFarFromPlan(hours: 12)])
        #expect(BlockRecord.done(nap).validate().isEmpty)
    }
}
