import Foundation
import Testing
@testable import SleepKit

@Suite("Widgets and live activity")
struct WidgetTests {
    let cal = TestTime.istanbul
    var builder: WidgetTimelineBuilder {
        WidgetTimelineBuilder(calendar: ScheduleCalendar(schedule: .template(.everymanE3), calendar: cal), language: .tr,
                              streak: Streak(current: 17, best: 20), yesterdayScore: 82)
    }

    @Test("entries only at block boundaries for the next 24 h, within the reload budget", arguments: WidgetFamily.allCases)
    func boundaries(family: WidgetFamily) {
        // setup
        let now = TestTime.local(cal, 2025, 6, 10, 12, 40)
        // act
        let timeline = builder.timeline(for: family, from: now)
        // check: now, then 14:40, 15:00, 21:00, 00:00, 04:10, 04:30, 08:10, 08:30
        let times = timeline.entries.map { builder.calendar.wallTime(of: $0.date).description }
        #expect(times == ["12:40", "14:40", "15:00", "21:00", "00:00", "04:10", "04:30", "08:10", "08:30"])
        #expect(timeline.entries.count <= 40)
        #expect(timeline.reloadDate == now.addingTimeInterval(24 * 3600))
    }

    @Test("with the history: a nap started early is not 'next', and Nap Başlat is not offered while it runs")
    func historySkipsRunningNap() throws {
        // setup: Nap 3 (14:40) started at 12:00 from the widget
        let calendar = builder.calendar
        let nap3 = try #require(calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10)).first { $0.blockId == "nap3" })
        var history = SleepHistory()
        history.start(nap3, at: TestTime.local(cal, 2025, 6, 10, 12))
        let withHistory = WidgetTimelineBuilder(calendar: calendar, language: .tr, streak: Streak(current: 17, best: 20),
                                                yesterdayScore: 82, history: history)
        // act
        let entry = withHistory.entry(for: .medium, at: TestTime.local(cal, 2025, 6, 10, 12, 5))
        // check
        #expect(entry.nextLine?.plainSpaces == "21:00 → 8 sa 55 dk kaldı")
        #expect(!entry.buttons.contains { if case .startBlock = $0.link { true } else { false } })
    }

    @Test("small widget: next block with remaining time and the streak")
    func small() {
        // act
        let entry = builder.entry(for: .small, at: TestTime.local(cal, 2025, 6, 10, 13, 20))
        // check
        #expect(entry.headline == "Sonraki blok")
        #expect(entry.nextLine?.plainSpaces == "14:40 → 1 sa 20 dk kaldı")
        #expect(entry.countdownText?.plainSpaces == "Sonraki: 14:40, Kalan: 1 sa 20 dk")
        #expect(entry.streakText == "Seri: 17 gün")
        #expect(entry.timeline.isEmpty && entry.buttons.isEmpty && entry.tapLink.url.absoluteString == "polysleep://today")
    }

    @Test("Nap Başlat is offered only for a nap Start would accept: not 13 h ahead")
    func startNapWithinStartWindow() {
        // setup: after a 22:00–01:00 core the next block is the 14:00 nap
        let schedule = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 22, 0, minutes: 180), .nap("nap", 14, 0)])
        let widget = WidgetTimelineBuilder(calendar: ScheduleCalendar(schedule: schedule, calendar: cal), language: .tr,
                                           streak: Streak(current: 0, best: 0), yesterdayScore: nil, history: SleepHistory())
        // act
        let farAhead = widget.entry(for: .medium, at: TestTime.local(cal, 2025, 6, 10, 1, 30))
        let withinWindow = widget.entry(for: .medium, at: TestTime.local(cal, 2025, 6, 10, 2, 30))
        // check
        #expect(farAhead.buttons.map(\.link) == [.alarmSettings], "12 h 30 min ahead: Start would refuse it")
        #expect(withinWindow.buttons.map(\.link) == [.startBlock(occurrenceId: "nap@2025-06-10"), .alarmSettings])
    }

    @Test("medium widget: planned total, status, progress, timeline and buttons")
    func medium() throws {
        // act: 12:00 — nap1 and nap2 (40 of 240 planned minutes of the day's bar) are behind
        let entry = builder.entry(for: .medium, at: TestTime.local(cal, 2025, 6, 10, 12))
        // check
        #expect(entry.plannedTodayText == "Bugün Planlanan Uyku: 4 saat")
        #expect(entry.statusLine == "Nap 2 bitti, Nap 3: 14:40")
        #expect(abs(try #require(entry.progress) - 40.0 / 240.0) < 1e-9)
        #expect(entry.timeline.map(\.kind) == [.awake, .nap, .awake, .nap, .awake, .nap, .awake, .core])
        #expect(entry.buttons.map(\.link) == [.startBlock(occurrenceId: "nap3@2025-06-10"), .alarmSettings])
    }

    @Test("large widget: yesterday's score, badge, analytics button")
    func large() {
        // act
        let entry = builder.entry(for: .large, at: TestTime.local(cal, 2025, 6, 10, 18))
        // check: next block is the core, so no nap button
        #expect(entry.yesterdayScoreText == "Dünkü skor: 82")
        #expect(entry.badge == .gold)
        #expect(entry.buttons.map(\.title) == ["Analytics'e Git"])
    }

    @Test("deep links round-trip")
    func deepLinks() {
        // setup
        let links: [SleepDeepLink] = [.today, .startBlock(occurrenceId: "nap1@2025-06-10"), .alarmSettings, .analytics]
        // act / check
        for link in links { #expect(SleepDeepLink(url: link.url) == link) }
        #expect(SleepDeepLink(url: URL(string: "https://example.com")!) == nil)
        #expect(SleepDeepLink(url: URL(string: "polysleep://start")!) == nil)
    }

    @Test("live activity shows remaining time and never outlives 8 hours")
    func liveActivity() {
        // setup
        let calendar = ScheduleCalendar(schedule: SleepSchedule(id: "m", name: "m", blocks: [.core("core", 22, 0, minutes: 600)]), calendar: cal)
        let core = calendar.occurrences(on: DayKey(year: 2025, month: 6, day: 10))[0]
        let nap = ScheduleCalendar(schedule: .template(.uberman), calendar: cal).occurrences(on: DayKey(year: 2025, month: 6, day: 10))[3]
        // act
        let long = LiveActivityState(occurrence: core, blockName: "Core", startedAt: core.start)
        let short = LiveActivityState(occurrence: nap, blockName: "Nap 4", startedAt: nap.start.addingTimeInterval(120))
        // check
        #expect(long.staleDate.timeIntervalSince(long.startedAt) == 8 * 3600)
        #expect(!long.isActive(at: core.start.addingTimeInterval(8 * 3600)))
        #expect(short.endsAt == nap.end.addingTimeInterval(120))
        #expect(short.text(at: nap.start.addingTimeInterval(7 * 60), calendar.formats(.tr)).plainSpaces == "Nap 4 sürüyor: 15 dk kaldı")
        #expect(short.text(at: nap.start.addingTimeInterval(7 * 60), calendar.formats(.fr)).plainSpaces == "Nap 4 en cours : encore 15 min")
        #expect(short.remaining(at: nap.end.addingTimeInterval(3600)) == 0)
    }
}
