import Foundation
import Testing
@testable import SleepKit

@Suite("Time queries")
struct TimeQueryTests {
    let e3 = ScheduleCalendar(schedule: .template(.everymanE3), calendar: TestTime.istanbul)

    @Test("next block and countdown at many instants", arguments: [
        (12, 40, "Sonraki: 14:40, Kalan: 2 sa"),
        (13, 20, "Sonraki: 14:40, Kalan: 1 sa 20 dk"),
        (14, 39, "Sonraki: 14:40, Kalan: 1 dk"),
        (14, 45, "Sonraki: 21:00, Kalan: 6 sa 15 dk"),
        (23, 30, "Sonraki: 04:10, Kalan: 4 sa 40 dk"),
        (0, 0, "Sonraki: 04:10, Kalan: 4 sa 10 dk"),
        (4, 10, "Sonraki: 08:10, Kalan: 4 sa"),
    ])
    func countdown(hour: Int, minute: Int, expected: String) {
        // setup
        let now = TestTime.local(TestTime.istanbul, 2025, 6, 10, hour, minute)
        // act
        let text = e3.countdownText(at: now, .tr)
        // check
        #expect(text?.plainSpaces == expected)
    }

    @Test("countdown rounds partial minutes up")
    func countdownRoundsUp() {
        // setup: 12:40:30 → 1 h 59.5 min to 14:40
        let now = TestTime.local(TestTime.istanbul, 2025, 6, 10, 12, 40).addingTimeInterval(30)
        // act / check
        #expect(e3.countdownText(at: now, .en)?.plainSpaces == "Next: 2:40 PM, Remaining: 2 h")
    }

    @Test("state is asleep inside a block, including the core across midnight")
    func currentState() throws {
        // setup
        let cal = TestTime.istanbul
        let midCore = TestTime.local(cal, 2025, 6, 10, 23, 15)
        let afterCore = TestTime.local(cal, 2025, 6, 11, 0, 0)
        // act
        let asleep = e3.snapshot(at: midCore)
        let awake = e3.snapshot(at: afterCore)
        // check
        let current = try #require(asleep.current)
        #expect(current.id == "core@2025-06-10")
        #expect(asleep.next?.id == "nap1@2025-06-11")
        #expect(awake.state == .awake)
        #expect(awake.previous?.id == "core@2025-06-10")
        #expect(e3.statusLine(at: afterCore, .tr) == "Core bitti, Nap 1: 04:10")
        #expect(e3.statusLine(at: midCore, .tr).plainSpaces == "Core şu an planlı: 45 dk kaldı", "the plan alone: nobody started it")
    }

    @Test("today's goal text")
    func todayGoal() {
        // setup
        let e2 = ScheduleCalendar(schedule: .template(.everymanE2), calendar: TestTime.istanbul)
        let now = TestTime.local(TestTime.istanbul, 2025, 6, 10, 9)
        // act / check
        #expect(e2.todayGoalText(at: now, .tr) == "Bugün hedefiniz 5,2 saat")
        #expect(e3.todayGoalText(at: now, .en) == "Today's goal: 4 hours")
    }

    @Test("timeline covers 24 h and clips the core from the evening before")
    func timelineCrossesMidnight() {
        // setup
        let shifted = ScheduleCalendar(schedule: SleepSchedule.template(.everymanE3).shifted(byMinutes: 120), calendar: TestTime.istanbul)
        // act: the core now runs 23:00–02:00
        let timeline = shifted.timeline(of: DayKey(year: 2025, month: 6, day: 10))
        // check
        let first = timeline.segments.first!
        let last = timeline.segments.last!
        #expect(first.kind == .core && first.occurrenceId == "core@2025-06-09" && first.startFraction == 0)
        #expect(abs(first.endFraction - 2.0 / 24) < 1e-9)
        #expect(last.kind == .core && last.occurrenceId == "core@2025-06-10" && last.endFraction == 1)
        #expect(timeline.sleepMinutes == 240)
        #expect(zip(timeline.segments, timeline.segments.dropFirst()).allSatisfy { $0.end == $1.start })
    }
}
