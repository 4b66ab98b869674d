import Foundation
import Testing
@testable import SleepKit

@Suite("History and notification actions")
struct HistoryActionTests {
    let cal = TestTime.istanbul

    func setup() -> (NotificationActionHandler, NotificationPlan) {
        let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 14, 0)])
        var settings = NotificationSettings()
        settings.maxSnoozeCount = 2
        let planner = NotificationPlanner(calendar: ScheduleCalendar(schedule: schedule, calendar: cal), settings: settings)
        return (NotificationActionHandler(planner: planner), planner.plan(from: TestTime.local(cal, 2025, 6, 10, 9), days: 1))
    }

    func request(_ plan: NotificationPlan, _ kind: NotificationKind) -> NotificationRequest {
        plan.requests.first { $0.kind == kind && $0.occurrence?.blockId == "nap" }!
    }

    @Test("Start begins the block and moves the wake alarm to actual start + duration")
    func start() throws {
        // setup
        let (handler, plan) = setup()
        var history = SleepHistory()
        let at = TestTime.local(cal, 2025, 6, 10, 14, 5)
        // act
        let outcome = handler.handle(.start, on: request(plan, .blockStart), at: at, history: &history)
        // check
        let record = try #require(history["nap@2025-06-10"])
        #expect(record.status == .inProgress && record.actualStart == at)
        #expect(outcome.requestsToAdd.map(\.id) == ["sleep.wake.nap@2025-06-10"])
        #expect(outcome.requestsToAdd.first?.fireDate == TestTime.local(cal, 2025, 6, 10, 14, 25))
    }

    @Test("I'm awake ends the block, withdraws the alarm and asks for the rating")
    func awake() throws {
        // setup
        let (handler, plan) = setup()
        var history = SleepHistory()
        _ = handler.handle(.start, on: request(plan, .blockStart), at: TestTime.local(cal, 2025, 6, 10, 14, 1), history: &history)
        // act
        let outcome = handler.handle(.awake, on: request(plan, .wakeAlarm), at: TestTime.local(cal, 2025, 6, 10, 14, 22), history: &history)
        let rated = history.rate("nap@2025-06-10", restedness: Restedness(rawValue: 4)!, note: "ok")
        // check
        let record = try #require(history["nap@2025-06-10"])
        #expect(outcome.asksForRating && outcome.requestIdsToRemove == ["sleep.wake.nap@2025-06-10"])
        #expect(record.status == .done && record.actualMinutes == 21)
        #expect(rated && record.restedness?.rawValue == 4 && record.note == "ok")
    }

    @Test("I'm awake from a notification right after Start is too short: the record goes, no rating")
    func awakeTooSoon() {
        // setup
        let (handler, plan) = setup()
        var history = SleepHistory()
        _ = handler.handle(.start, on: request(plan, .blockStart), at: TestTime.local(cal, 2025, 6, 10, 14, 1), history: &history)
        // act
        let outcome = handler.handle(.awake, on: request(plan, .wakeAlarm), at: TestTime.local(cal, 2025, 6, 10, 14, 3), history: &history)
        // check
        #expect(outcome.record == nil && outcome.tooShort?.id == "nap@2025-06-10" && !outcome.asksForRating)
        #expect(outcome.requestIdsToRemove == ["sleep.wake.nap@2025-06-10"])
        #expect(history["nap@2025-06-10"] == nil)
    }

    @Test("Cancel marks the block missed")
    func cancel() {
        // setup
        let (handler, plan) = setup()
        var history = SleepHistory()
        // act
        let outcome = handler.handle(.cancel, on: request(plan, .blockStart), at: TestTime.local(cal, 2025, 6, 10, 13, 56), history: &history)
        // check
        #expect(history["nap@2025-06-10"]?.status == .missed)
        #expect(outcome.requestIdsToRemove == ["sleep.wake.nap@2025-06-10"])
    }

    @Test("Snooze marks snoozed and stops at the limit")
    func snoozeLimit() {
        // setup
        let (handler, plan) = setup()
        var history = SleepHistory()
        var current = request(plan, .blockStart)
        var outcomes: [ActionOutcome] = []
        // act
        for _ in 0..<3 {
            let outcome = handler.handle(.snooze, on: current, at: current.fireDate, history: &history)
            outcomes.append(outcome)
            if let next = outcome.requestsToAdd.first { current = next }
        }
        // check
        #expect(outcomes.map(\.snoozeLimitReached) == [false, false, true])
        #expect(history["nap@2025-06-10"]?.status == .snoozed && history["nap@2025-06-10"]?.snoozeCount == 2)
    }

    @Test("restedness is limited to 1…5")
    func restednessRange() {
        #expect(Restedness(rawValue: 0) == nil && Restedness(rawValue: 6) == nil && Restedness(rawValue: 1) != nil)
    }

    @Test("overdue blocks become missed; a JSON store round-trips the history")
    func closeAndPersist() throws {
        // setup
        let calendar = ScheduleCalendar(schedule: .template(.everymanE3), calendar: cal)
        let occurrences = calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10))
        var history = SleepHistory(records: [.done(occurrences[0])])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sleep-history-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        // act
        history.closeOverdue(occurrences, now: TestTime.local(cal, 2025, 6, 10, 16))
        let store = JSONFileSleepHistoryStore(url: url)
        try store.save(history)
        let loaded = try store.load()
        // check
        #expect(loaded == history)
        #expect(occurrences.map { loaded[$0.id]?.status } == [.done, .missed, .missed, nil])
    }
}
