import Foundation
import Testing
@testable import SleepKit

@Suite("Streaks, scores and analytics")
struct ScoreStreakTests {
    let cal = TestTime.istanbul
    var e3: ScheduleCalendar { ScheduleCalendar(schedule: .template(.everymanE3), calendar: cal) }
    func day(_ d: Int) -> DayKey { DayKey(year: 2025, month: 6, day: d) }

    /// Every block of each listed day done on time.
    func history(done days: [Int], missing: [(Int, Int)] = []) -> SleepHistory {
        var history = SleepHistory()
        for d in days {
            for (index, occurrence) in e3.occurrences(on: day(d)).enumerated() where !missing.contains(where: { $0 == (d, index) }) {
                history.upsert(.done(occurrence, rated: 4))
            }
        }
        return history
    }

    @Test("streak across days with a broken day; an open today does not break it")
    func streakBroken() {
        // setup: days 1–3 complete, day 4 misses nap2, days 5–6 complete, day 7 = today half done
        var h = history(done: [1, 2, 3, 4, 5, 6], missing: [(4, 1)])
        for occurrence in e3.occurrences(on: day(7)).prefix(2) { h.upsert(.done(occurrence)) }
        let now = TestTime.local(cal, 2025, 6, 7, 12)
        // act
        let streak = DayLedger(calendar: e3, history: h, from: day(1), through: day(7)).streak(at: now)
        // check
        #expect(streak == Streak(current: 2, best: 3))
    }

    @Test("a block that ended over an hour ago undone breaks today")
    func todayBroken() {
        // setup: day 7 nap1 (04:10) not done, it is 12:00
        let h = history(done: [5, 6])
        // act
        let streak = DayLedger(calendar: e3, history: h, from: day(5), through: day(7)).streak(at: TestTime.local(cal, 2025, 6, 7, 12))
        // check
        #expect(streak == Streak(current: 0, best: 2))
    }

    @Test("a schedule saved after the day's blocks passed earns no streak day: nothing was planned or slept")
    func unplannedDayEarnsNothing() {
        // setup: E3 saved at 22:30 on day 7 (its 21:00 core and every nap already behind); nothing recorded
        let saved = TestTime.local(cal, 2025, 6, 7, 22, 30)
        let ledger = DayLedger(calendar: e3, history: SleepHistory(), from: day(7), through: day(7), plannedSince: saved)
        // act
        let streak = ledger.streak(at: TestTime.local(cal, 2025, 6, 7, 23, 59))
        let nextDay = DayLedger(calendar: e3, history: history(done: [8]), from: day(7), through: day(8), plannedSince: saved)
            .streak(at: TestTime.local(cal, 2025, 6, 9, 3))
        // check
        #expect(ledger.days[0].occurrences.isEmpty)
        #expect(streak == Streak(current: 0, best: 0))
        #expect(nextDay == Streak(current: 1, best: 1), "only the day actually slept counts")
    }

    @Test("score example written out by hand: 66, bronze")
    func handScore() throws {
        // setup: order nap1 04:10, nap2 08:10, nap3 14:40, core 21:00
        let o = e3.occurrences(on: day(10))
        let h = SleepHistory(records: [
            .done(o[0], late: 16, rated: 3),  // 40·(1 − 11/55) = 32, + 30, + 10 → 72
            BlockRecord(occurrence: o[1], status: .missed),  // 0
            .done(o[2], rated: 5),  // 40 + 30 + 20 = 90
            .done(o[3], minutes: 135, rated: 4),  // 40 + 30·(1 − 0.25/0.5) = 15, + 15 → 70
        ])
        // act
        let score = try #require(DayLedger(calendar: e3, history: h, from: day(10), through: day(10)).scores().first)
        // check: mean (72 + 0 + 90 + 70) / 4 = 58, regularity 10 · 1 · 3/4 = 7.5 → 65.5 → 66
        #expect(score.blockPoints == [72, 0, 90, 70])
        #expect(score.regularity == 7.5)
        #expect(score.value == 66 && score.badge == .bronze)
    }

    @Test("regularity example by hand: a 20-minute-late start on day two")
    func handRegularity() throws {
        // setup
        let nap = ScheduleCalendar(schedule: SleepSchedule(id: "n", name: "n", blocks: [.nap("nap", 14, 0)]), calendar: cal)
        let h = SleepHistory(records: [
            .done(nap.occurrences(on: day(1))[0], rated: 5),
            .done(nap.occurrences(on: day(2))[0], late: 20, rated: 5),
        ])
        // act
        let scores = DayLedger(calendar: nap, history: h, from: day(1), through: day(2)).scores()
        // check: day 2 = 40·(1 − 15/55) + 30 + 20 = 79.09; σ of [0, 20] = 10 → 10·(1 − 10/30) = 6.67 → 85.76
        #expect(scores.map(\.value) == [100, 86])
        #expect(scores.map(\.badge) == [.platinum, .gold])
    }

    @Test("badge thresholds", arguments: [(49, BadgeLevel.none), (50, .bronze), (70, .silver), (85, .gold), (95, .platinum)])
    func badges(score: Int, level: BadgeLevel) {
        #expect(BadgeLevel.forScore(score) == level)
    }

    @Test("analytics: weekly adherence, restedness, actual vs planned, regularity")
    func analytics() throws {
        // setup: Monday-first weeks; 2025-06-09 is a Monday. Days 9–15 all done, 16 misses one nap.
        var calendar = cal
        calendar.firstWeekday = 2
        let e3 = ScheduleCalendar(schedule: .template(.everymanE3), calendar: calendar)
        var h = SleepHistory()
        for d in 9...16 {
            for (i, o) in e3.occurrences(on: day(d)).enumerated() where !(d == 16 && i == 0) {
                h.upsert(.done(o, late: d.isMultiple(of: 2) ? 10 : 0, rated: d.isMultiple(of: 2) ? 5 : 3))
            }
        }
        // act
        let ledger = DayLedger(calendar: e3, history: h, from: day(9), through: day(16))
        let analytics = SleepAnalytics(ledger: ledger, calendar: calendar, regularityDays: 7)
        // check
        #expect(analytics.weeks.map(\.weekStart) == [day(9), day(16)])
        #expect(analytics.weeks.map(\.adherence) == [1, 0.75])
        #expect(analytics.days.last?.plannedMinutes == 240 && analytics.days.last?.actualMinutes == 220)
        // 15 ratings of 5 (days 10, 12, 14 and three blocks of 16) and 16 of 3 → 123 / 31
        #expect(analytics.averageRestedness == 123.0 / 31.0)
        // days 10–16: offsets 10,0,10,0,10,0,10 → σ ≈ 4.949 for three blocks, nap1 lacks day 16 → σ = 5
        #expect(analytics.regularity.windowDays == 7)
        #expect(abs(analytics.regularity.startDeviationMinutes - (5 + 3 * 4.9487) / 4) < 0.001)
        #expect(analytics.regularity.index == 83)
        #expect(analytics.regularity.measuredIndex == 83 && analytics.regularity.measuredBlocks == 4)
    }

    @Test("regularity is unknown, not perfect, until some block was done on two days")
    func regularityNeedsTwoSamples() {
        // setup: nothing, then one core done once
        let e3 = ScheduleCalendar(schedule: .template(.everymanE3), calendar: cal)
        var h = SleepHistory()
        let empty = SleepAnalytics(ledger: DayLedger(calendar: e3, history: h, from: day(9), through: day(15)), calendar: cal)
        h.upsert(.done(e3.occurrences(on: day(12))[0], late: 0, rated: 3))
        // act
        let once = SleepAnalytics(ledger: DayLedger(calendar: e3, history: h, from: day(9), through: day(15)), calendar: cal)
        // check
        #expect(empty.regularity.measuredIndex == nil && empty.regularity.measuredBlocks == 0)
        #expect(once.regularity.measuredIndex == nil, "one start has no spread to measure")
    }
}
