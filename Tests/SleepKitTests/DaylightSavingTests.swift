import Foundation
import Testing
@testable import SleepKit

@Suite("DST and time zones")
struct DaylightSavingTests {
    @Test("Paris spring-forward: 23 h day, block in the gap moves forward by the gap")
    func parisSpringForward() {
        // setup
        let s = SleepSchedule(id: "s", name: "x", blocks: [.core("core", 23, 0, minutes: 180), .nap("nap", 2, 30)])
        let calendar = ScheduleCalendar(schedule: s, calendar: TestTime.paris)
        let day = DayKey(year: 2025, month: 3, day: 30)
        // act
        let occurrences = calendar.occurrences(on: day)
        let timeline = calendar.timeline(of: day)
        // check
        #expect(occurrences[0].start == TestTime.utc("2025-03-30T01:30:00Z"))  // 03:30 CEST
        #expect(occurrences[1].start == TestTime.utc("2025-03-30T21:00:00Z"))  // 23:00 CEST
        #expect(timeline.interval.duration == 23 * 3600)
        // the core of the 29th (23:00 CET) lasts its 3 real hours: ends 03:00 CEST
        let previousCore = calendar.occurrences(on: DayKey(year: 2025, month: 3, day: 29))[1]
        #expect(previousCore.end == TestTime.utc("2025-03-30T01:00:00Z"))
    }

    @Test("Paris fall-back: 25 h day, a repeated time takes its first instance")
    func parisFallBack() {
        // setup
        let s = SleepSchedule(id: "s", name: "x", blocks: [.nap("nap", 2, 30)])
        let calendar = ScheduleCalendar(schedule: s, calendar: TestTime.paris)
        let day = DayKey(year: 2025, month: 10, day: 26)
        // act
        let nap = calendar.occurrences(on: day)[0]
        let timeline = calendar.timeline(of: day)
        // check
        #expect(nap.start == TestTime.utc("2025-10-26T00:30:00Z"))  // 02:30 CEST, not CET
        #expect(timeline.interval.duration == 25 * 3600)
    }

    @Test("New York: countdowns across spring-forward and fall-back count real time", arguments: [
        // 2025-03-09 02:00 EST → 03:00 EDT: 00:30 → 04:00 on the wall is 2.5 real hours, the day 23 h
        ("2025-03-09T05:30:00Z", "Next: 4:00 AM, Remaining: 2 h 30 min", 9, 3, 23.0),
        // 2025-11-02 02:00 EDT → 01:00 EST: the same wall span is 4.5 real hours, the day 25 h
        ("2025-11-02T04:30:00Z", "Next: 4:00 AM, Remaining: 4 h 30 min", 2, 11, 25.0),
    ])
    func newYorkCountdown(now: String, expected: String, day: Int, month: Int, hours: Double) {
        // setup: Uberman has a nap at 04:00
        let calendar = ScheduleCalendar(schedule: .template(.uberman), calendar: TestTime.newYork)
        // act
        let text = calendar.countdownText(at: TestTime.utc(now), .en)
        let length = calendar.timeline(of: DayKey(year: 2025, month: month, day: day)).interval.duration
        // check
        #expect(text?.plainSpaces == expected)
        #expect(length == hours * 3600)
    }

    @Test("Istanbul has no DST: every day is 24 h and blocks keep their UTC instant")
    func istanbulConstant() {
        // setup
        let calendar = ScheduleCalendar(schedule: .template(.everymanE3), calendar: TestTime.istanbul)
        // act
        let days = [(3, 30), (10, 26)].map { DayKey(year: 2025, month: $0.0, day: $0.1) }
        // check
        for day in days {
            #expect(calendar.timeline(of: day).interval.duration == 24 * 3600)
            let core = calendar.occurrences(on: day).first { $0.blockId == "core" }!
            #expect(Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: core.start).hour == 18)
        }
    }

    @Test("after a time-zone change the same occurrence ids follow local time")
    func timeZoneChange() {
        // setup
        let schedule = SleepSchedule.template(.everymanE3)
        let day = DayKey(year: 2025, month: 6, day: 10)
        // act
        let inIstanbul = ScheduleCalendar(schedule: schedule, calendar: TestTime.istanbul).occurrences(on: day)
        let inNewYork = ScheduleCalendar(schedule: schedule, calendar: TestTime.newYork).occurrences(on: day)
        // check
        #expect(inIstanbul.map(\.id) == inNewYork.map(\.id))
        #expect(inNewYork[0].start.timeIntervalSince(inIstanbul[0].start) == 7 * 3600)
        let nyWall = ScheduleCalendar(schedule: schedule, calendar: TestTime.newYork).wallTime(of: inNewYork[3].start)
        #expect(nyWall.description == "21:00")
    }
}
