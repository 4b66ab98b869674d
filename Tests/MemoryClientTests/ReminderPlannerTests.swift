import Foundation
import Testing
@testable import MemoryClient

@Suite("Daily reminder planner")
struct ReminderPlannerTests {
    let paris = TimeZone(identifier: "Europe/Paris")!

    func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    func settings(at time: TimeOfDay, enabled: Bool = true) -> ClientSettings {
        var settings = ClientSettings()
        settings.reminderEnabled = enabled
        settings.reminderTime = time
        return settings
    }

    @Test("one reminder a day at the chosen local time, today's left out once something was recorded today")
    func daily() {
        // setup
        let planner = DailyReminderPlanner(timeZone: paris, language: .fr, days: 3)
        let now = date("2024-06-10T08:00:00Z")  // 10:00 in Paris
        // act
        let fresh = planner.plan(settings(at: TimeOfDay(hour: 21, minute: 0)), now: now, lastEntryAt: date("2024-06-09T20:00:00Z"))
        let recorded = planner.plan(settings(at: TimeOfDay(hour: 21, minute: 0)), now: now, lastEntryAt: date("2024-06-10T07:00:00Z"))
        // check
        #expect(fresh.map(\.fireDate) == [date("2024-06-10T19:00:00Z"), date("2024-06-11T19:00:00Z"), date("2024-06-12T19:00:00Z")])
        #expect(fresh.map(\.id) == ["memory.reminder.2024-06-10", "memory.reminder.2024-06-11", "memory.reminder.2024-06-12"])
        #expect(recorded.map(\.id) == ["memory.reminder.2024-06-11", "memory.reminder.2024-06-12"])
        #expect(fresh.first?.title == "Memory Recap" && fresh.first?.body.isEmpty == false)
        #expect(Set(fresh.map(\.body)).count == 3)  // a different nudge each day
    }

    @Test("a time the clock skips on the spring change day moves to the first minute that exists")
    func springForward() {
        // setup: 31 March 2024, Paris clocks jump from 02:00 to 03:00
        let planner = DailyReminderPlanner(timeZone: paris, language: .en, days: 2)
        // act
        let plan = planner.plan(settings(at: TimeOfDay(hour: 2, minute: 30)), now: date("2024-03-30T12:00:00Z"), lastEntryAt: nil)
        // check
        #expect(plan.map(\.fireDate) == [date("2024-03-31T01:00:00Z")])  // 03:00 CEST; the 30th's 02:30 had passed
    }

    @Test("switched off plans nothing; applying a plan removes stale reminders and leaves others' alone")
    func apply() async throws {
        // setup
        let center = InMemoryReminderCenter(status: .authorized)
        let stale = ReminderRequest(id: "memory.reminder.2024-01-01", fireDate: date("2024-01-01T20:00:00Z"), title: "t", body: "b")
        let foreign = ReminderRequest(id: "sleep.start.x", fireDate: date("2024-01-01T20:00:00Z"), title: "t", body: "b")
        await center.add(stale)
        await center.add(foreign)
        let planner = DailyReminderPlanner(timeZone: paris, language: .tr, days: 2)
        // act
        #expect(planner.plan(settings(at: TimeOfDay(hour: 9, minute: 0), enabled: false), now: date("2024-06-10T08:00:00Z"), lastEntryAt: nil).isEmpty)
        let plan = planner.plan(settings(at: TimeOfDay(hour: 21, minute: 0)), now: date("2024-06-10T08:00:00Z"), lastEntryAt: nil)
        try await plan.apply(to: center)
        // check
        let ids = Set(await center.pending().map(\.id))
        #expect(ids == ["memory.reminder.2024-06-10", "memory.reminder.2024-06-11", "sleep.start.x"])
    }
}
