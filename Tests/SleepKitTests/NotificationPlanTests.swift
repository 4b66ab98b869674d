import Foundation
import Localization
import Testing
@testable import SleepKit

@Suite("Notification plan")
struct NotificationPlanTests {
    let cal = TestTime.istanbul

    func planner(_ template: ScheduleTemplate = .everymanE3, _ edit: (inout NotificationSettings) -> Void = { _ in })
        -> NotificationPlanner
    {
        var settings = NotificationSettings()
        settings.language = .tr
        edit(&settings)
        return NotificationPlanner(calendar: ScheduleCalendar(schedule: .template(template), calendar: cal), settings: settings)
    }

    @Test("the alarm table: reminder 5 min before, wake alarm at block end, Turkish texts")
    func seedTable() throws {
        // setup: a nap at 14:00, as in docs/apps/sleep.md#scenario
        let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 14, 0)])
        var settings = NotificationSettings()
        settings.language = .tr
        let p = NotificationPlanner(calendar: ScheduleCalendar(schedule: schedule, calendar: cal), settings: settings)
        let now = TestTime.local(cal, 2025, 6, 10, 9)
        // act
        let plan = p.plan(from: now, days: 1)
        // check
        let start = try #require(plan.requests.first { $0.id == "sleep.start.nap@2025-06-10" })
        let wake = try #require(plan.requests.first { $0.id == "sleep.wake.nap@2025-06-10" })
        #expect(start.fireDate == TestTime.local(cal, 2025, 6, 10, 13, 55))
        #expect(start.body == "Saat 14:00 Nap Zamanı! Hazır mısınız?")
        #expect(start.categoryId == NotificationCategory.blockStart && start.interruptionLevel == .active)
        #expect(wake.fireDate == TestTime.local(cal, 2025, 6, 10, 14, 20))
        #expect(wake.title == "Nap Bitti! Uyanma Vakti" && wake.body == "Nap Bitti! Keyifli bir mola oldu mu?")
        #expect(wake.interruptionLevel == .timeSensitive && wake.sound == .named("polysleep-alarm.caf"))
        #expect(plan.requests.count == 4)
    }

    @Test("categories carry Start/Snooze/Cancel and I'm awake/Snooze with snooze minutes")
    func categories() {
        // act
        let categories = planner().categories
        // check
        let start = categories.first { $0.id == NotificationCategory.blockStart }
        let wake = categories.first { $0.id == NotificationCategory.wake }
        #expect(start?.actions.map(\.title) == ["Başla", "Ertele (10 dk)", "İptal"])
        #expect(start?.actions.last?.isDestructive == true)
        #expect(wake?.actions.map(\.title) == ["Uyandım", "Ertele (5 dk)"])
        #expect(wake?.actions.first?.opensApp == true)
    }

    @Test("daily reminder at the set time with today's total, in three languages", arguments: [
        (Language.tr, "Bugün planladığınız uyku: 4,5 saat. Hadi harekete geçin!"),
        (.en, "Planned sleep today: 4.5 h. Let's get moving!"),
        // French: narrow no-break spaces before ':' and '!' (FrenchTypography)
        (.fr, "Sommeil prévu aujourd’hui\u{202F}: 4,5 h. C’est parti\u{202F}!"),
    ])
    func dailyReminder(language: Language, body: String) throws {
        // setup
        let p = planner(.triphasic) {
            $0.dailyReminderEnabled = true
            $0.dailyReminderTime = TimeOfDay(hour: 8, minute: 30)
            $0.language = language
        }
        // act
        let plan = p.plan(from: TestTime.local(cal, 2025, 6, 10, 7), days: 1)
        // check
        let daily = try #require(plan.requests.first { $0.kind == .dailyReminder })
        #expect(daily.id == "sleep.daily.2025-06-10")
        #expect(daily.fireDate == TestTime.local(cal, 2025, 6, 10, 8, 30))
        #expect(daily.body == body)
        #expect(daily.interruptionLevel == .passive)
    }

    @Test("never more than 64 requests, soonest first, the rest deferred")
    func cap() {
        // setup: Uberman × 7 days × (start + wake) + 7 daily = 91 candidates
        let p = planner(.uberman) { $0.dailyReminderEnabled = true }
        let now = TestTime.local(cal, 2025, 6, 10, 0, 0)
        // act
        let plan = p.plan(from: now, days: 7)
        // check
        #expect(plan.requests.count == 64)
        #expect(plan.deferredCount == 91 - 1 - 64)  // 00:00 nap's reminder (23:55 the day before) is past
        #expect(zip(plan.requests, plan.requests.dropFirst()).allSatisfy { $0.fireDate <= $1.fireDate })
        #expect(plan.requests.allSatisfy { $0.fireDate > now })
    }

    @Test("re-planning is idempotent: same ids replace, nothing doubles, stale ones go")
    func idempotent() async throws {
        // setup
        let center = InMemoryNotificationCenter()
        let p = planner(.uberman)
        let now = TestTime.local(cal, 2025, 6, 10, 9)
        // act
        try await p.plan(from: now, days: 7).apply(to: center)
        let first = await center.pendingRequests()
        try await p.plan(from: now, days: 7).apply(to: center)
        try await p.plan(from: now, days: 7).apply(to: center)
        let again = await center.pendingRequests()
        try await p.plan(from: now.addingTimeInterval(6 * 3600), days: 7).apply(to: center)
        let later = await center.pendingRequests()
        // check
        #expect(first.count == 64 && again == first)
        #expect(await center.droppedCount == 0)
        #expect(later.count == 64 && later.allSatisfy { $0.fireDate > now.addingTimeInterval(6 * 3600) })
    }

    @Test("quiet hours drop reminders but keep alarms")
    func quietHours() {
        // setup: quiet 23:00–07:00; Uberman has naps at 00:00 and 04:00 inside it
        let p = planner(.uberman) { $0.quietHours = QuietHours(start: TimeOfDay(hour: 23), end: TimeOfDay(hour: 7)) }
        // act
        let plan = p.plan(from: TestTime.local(cal, 2025, 6, 10, 0, 1), days: 1)
        // check
        let starts = plan.requests.filter { $0.kind == .blockStart }.map { p.calendar.wallTime(of: $0.fireDate).description }
        let wakes = plan.requests.filter { $0.kind == .wakeAlarm }.map { p.calendar.wallTime(of: $0.fireDate).description }
        #expect(starts == ["07:55", "11:55", "15:55", "19:55"])
        #expect(wakes == ["00:20", "04:20", "08:20", "12:20", "16:20", "20:20"])
    }

    @Test("frequency: alarms only, none, and the automatic-alarm toggle")
    func frequency() {
        // setup
        let now = TestTime.local(cal, 2025, 6, 10, 9)
        // act
        let alarmsOnly = planner { $0.frequency = .alarmsOnly; $0.dailyReminderEnabled = true }.plan(from: now, days: 2)
        let none = planner { $0.frequency = .none }.plan(from: now, days: 2)
        let noAlarms = planner { $0.automaticAlarms = false }.plan(from: now, days: 2)
        // check
        #expect(!alarmsOnly.requests.isEmpty && alarmsOnly.requests.allSatisfy { $0.kind == .wakeAlarm })
        #expect(none.requests.isEmpty)
        #expect(!noAlarms.requests.isEmpty && noAlarms.requests.allSatisfy { $0.kind == .blockStart })
    }

    @Test("vibration style removes the sounds")
    func vibration() {
        // act
        let plan = planner { $0.alertStyle = .vibration }.plan(from: TestTime.local(cal, 2025, 6, 10, 9), days: 1)
        // check
        #expect(!plan.requests.isEmpty && plan.requests.allSatisfy { $0.sound == .vibrationOnly })
    }

    @Test("a time-zone change keeps ids and moves fire dates to the new local times")
    func timeZoneChange() {
        // setup
        let schedule = SleepSchedule.template(.everymanE3)
        let istanbul = NotificationPlanner(calendar: ScheduleCalendar(schedule: schedule, calendar: cal), settings: .init())
        let paris = NotificationPlanner(calendar: ScheduleCalendar(schedule: schedule, calendar: TestTime.paris), settings: .init())
        let now = TestTime.utc("2025-06-10T00:00:00Z")
        // act
        let a = istanbul.plan(from: now, days: 2).requests.first { $0.id == "sleep.wake.nap3@2025-06-11" }
        let b = paris.plan(from: now, days: 2).requests.first { $0.id == "sleep.wake.nap3@2025-06-11" }
        // check: 15:00 local in both zones, one hour apart in real time
        #expect(b!.fireDate.timeIntervalSince(a!.fireDate) == 3600)
    }
}
