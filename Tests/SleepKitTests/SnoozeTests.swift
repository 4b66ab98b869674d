import Foundation
import Testing
@testable import SleepKit

@Suite("Snooze chains")
struct SnoozeTests {
    let cal = TestTime.istanbul

    func setup(max: Int = 3) -> (NotificationPlanner, NotificationPlan) {
        let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 14, 0)])
        var settings = NotificationSettings()
        settings.language = .tr
        settings.maxSnoozeCount = max
        let p = NotificationPlanner(calendar: ScheduleCalendar(schedule: schedule, calendar: cal), settings: settings)
        return (p, p.plan(from: TestTime.local(cal, 2025, 6, 10, 9), days: 1))
    }

    @Test("start snooze fires 10 min later with the after-snooze text, wake snooze 5 min later")
    func snoozeTimes() throws {
        // setup
        let (p, plan) = setup()
        let start = try #require(plan.requests.first { $0.kind == .blockStart && $0.occurrence?.blockId == "nap" })
        let wake = try #require(plan.requests.first { $0.kind == .wakeAlarm && $0.occurrence?.blockId == "nap" })
        let at = TestTime.local(cal, 2025, 6, 10, 13, 55)
        // act
        let snoozedStart = try #require(p.snooze(start, at: at))
        let snoozedWake = try #require(p.snooze(wake, at: TestTime.local(cal, 2025, 6, 10, 14, 20)))
        // check
        #expect(snoozedStart.fireDate == TestTime.local(cal, 2025, 6, 10, 14, 5))
        #expect(snoozedStart.body == "Nap Zamanı (Ertele Sonrası)! Artık başlamak ister misiniz?")
        #expect(snoozedWake.body == "5 dk daha geçti. Kalkma vakti!")
        #expect(snoozedStart.id == "sleep.start.nap@2025-06-10.snooze1")
        #expect(snoozedWake.fireDate == TestTime.local(cal, 2025, 6, 10, 14, 25))
        #expect(snoozedWake.categoryId == NotificationCategory.wake && snoozedWake.kind == .snoozedWake)
    }

    @Test("a chain stops after the maximum count", arguments: [1, 3])
    func chainLimit(max: Int) throws {
        // setup
        let (p, plan) = setup(max: max)
        var current = try #require(plan.requests.first { $0.kind == .blockStart && $0.occurrence?.blockId == "nap" })
        var at = current.fireDate
        var ids: [String] = []
        // act
        while let next = p.snooze(current, at: at) {
            ids.append(next.id)
            current = next
            at = next.fireDate
        }
        // check
        #expect(ids.count == max)
        #expect(ids.last == "sleep.start.nap@2025-06-10.snooze\(max)")
        #expect(current.fireDate == TestTime.local(cal, 2025, 6, 10, 13, 55 + 10 * max))
    }

    @Test("daily reminders cannot be snoozed")
    func dailyNotSnoozable() throws {
        // setup
        var (p, _) = setup()
        p.settings.dailyReminderEnabled = true
        let daily = try #require(p.plan(from: TestTime.local(cal, 2025, 6, 10, 7), days: 1).requests.first { $0.kind == .dailyReminder })
        // act / check
        #expect(p.snooze(daily, at: daily.fireDate) == nil)
    }

    @Test("an active snooze survives re-planning and still counts toward the 64 cap")
    func snoozeKeptOnReplan() throws {
        // setup
        let (p, plan) = setup()
        let start = try #require(plan.requests.first { $0.kind == .blockStart && $0.occurrence?.blockId == "nap" })
        let snoozed = try #require(p.snooze(start, at: start.fireDate))
        // act
        let replanned = p.plan(from: start.fireDate.addingTimeInterval(60), days: 1, activeSnoozes: [snoozed])
        // check
        #expect(replanned.requests.first?.id == snoozed.id)
        #expect(Set(replanned.requests.map(\.id)).count == replanned.requests.count)
    }
}
