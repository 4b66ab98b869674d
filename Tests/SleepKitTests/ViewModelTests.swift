import Foundation
import Testing
@testable import SleepKit

@Suite("View models")
@MainActor
struct ViewModelTests {
    let cal = TestTime.istanbul

    /// A clock the test moves by hand.
    final class ManualClock: @unchecked Sendable {
        var now: Date
        init(_ now: Date) { self.now = now }
        var clock: SleepClock { SleepClock { [unowned self] in self.now } }
    }

    @Test("today: countdown, goal, start → live activity, wake → rating, streak")
    func todayFlow() throws {
        // setup
        let manual = ManualClock(TestTime.local(cal, 2025, 6, 10, 13, 20))
        let store = InMemorySleepHistoryStore()
        let vm = TodayViewModel(calendar: ScheduleCalendar(schedule: .template(.everymanE3), calendar: cal),
                                clock: manual.clock, store: store, language: .tr)
        // act
        vm.refresh()
        let countdown = vm.countdownText
        manual.now = TestTime.local(cal, 2025, 6, 10, 14, 42)
        vm.refresh()
        vm.startBlock()
        let activity = vm.liveActivity
        manual.now = TestTime.local(cal, 2025, 6, 10, 15, 2)
        vm.wakeUp()
        let pending = vm.pendingRatingId
        vm.rate(5)
        // check
        #expect(countdown?.plainSpaces == "Sonraki: 14:40, Kalan: 1 sa 20 dk")
        #expect(vm.todayGoalText == "Bugün hedefiniz 4 saat")
        #expect(activity?.occurrenceId == "nap3@2025-06-10" && activity?.endsAt == TestTime.local(cal, 2025, 6, 10, 15, 2))
        #expect(pending == "nap3@2025-06-10" && vm.pendingRatingId == nil)
        let record = try #require(try store.load()["nap3@2025-06-10"])
        #expect(record.status == .done && record.restedness?.rawValue == 5 && record.actualMinutes == 20)
        #expect(vm.liveActivity == nil)
        #expect(vm.timeline?.sleepMinutes == 240)
    }

    @Test("today: yesterday's score and the streak come from stored history")
    func todayHistory() {
        // setup
        let calendar = ScheduleCalendar(schedule: .template(.uberman), calendar: cal)
        var history = SleepHistory()
        for d in 8...9 { for o in calendar.occurrences(on: DayKey(year: 2025, month: 6, day: d)) { history.upsert(.done(o, rated: 5)) } }
        // Today's midnight nap slept too: the status line calls a block finished only once slept.
        history.upsert(.done(calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10))[0]))
        let vm = TodayViewModel(calendar: calendar, clock: .fixed(TestTime.local(cal, 2025, 6, 10, 1)),
                                store: InMemorySleepHistoryStore(history), language: .en)
        // act
        vm.refresh()
        // check
        #expect(vm.streak == Streak(current: 2, best: 2))
        #expect(vm.yesterdayScore?.value == 100)
        #expect(vm.statusLine.plainSpaces == "Nap 1 finished, Nap 2: 4:00 AM")
    }

    @Test("editor: template, add, edit, shift, live validation")
    func editor() throws {
        // setup
        let vm = ScheduleEditorViewModel(schedule: SleepSchedule(id: "mine", name: "Mine", blocks: []), language: .en)
        let emptyBlocked = !vm.canSave
        // act
        vm.apply(.everymanE3)
        vm.addBlock(kind: .nap, start: TimeOfDay(hour: 18))
        let addedId = vm.draft.blocks.last { $0.kind == .nap && $0.start == TimeOfDay(hour: 18) }?.id
        vm.updateBlock(id: "nap4", durationMinutes: 60)
        let tooLongNap = vm.messages
        vm.removeBlock(id: "nap4")
        vm.shift(byMinutes: -60)
        // check
        #expect(emptyBlocked)
        #expect(addedId == "nap4")
        #expect(tooLongNap.contains("Nap (6:00\u{202F}PM–7:00\u{202F}PM) lasts 60 min; naps take 10–45 min."), "\(tooLongNap)")
        #expect(vm.canSave && vm.draft.id == "mine")
        let saved = try #require(vm.save())
        #expect(saved.blocks.map(\.start.description) == ["03:10", "07:10", "13:40", "20:00"])
    }
}
