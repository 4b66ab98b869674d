import Benchmark
import Foundation
import SleepKit

/// Pinned inputs so every run measures the same work.
private enum Fixture {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Paris")!
        return calendar
    }()
    static let now = Date(timeIntervalSince1970: 1_749_513_600)  // 2025-06-10T00:00:00Z
    static let uberman = ScheduleCalendar(schedule: ScheduleTemplate.uberman.makeSchedule(id: "bench"), calendar: calendar)
    static let e3 = ScheduleCalendar(schedule: ScheduleTemplate.everymanE3.makeSchedule(id: "bench"), calendar: calendar)
    static let planner = NotificationPlanner(calendar: uberman, settings: .allOn)

    /// 90 days of E3 history with varied lateness, lengths and ratings.
    static let (firstDay, lastDay, history): (DayKey, DayKey, SleepHistory) = {
        let last = DayKey(now, calendar: calendar)
        let first = last.adding(days: -89, calendar: calendar)
        var history = SleepHistory()
        var day = first
        var n = 0
        while day <= last {
            for occurrence in e3.occurrences(on: day) {
                n += 1
                guard n % 11 != 0 else { continue }  // some missed blocks
                let start = occurrence.start.addingTimeInterval(Double(n % 7) * 120)
                history.upsert(BlockRecord(
                    occurrence: occurrence, status: .done, actualStart: start,
                    actualEnd: start.addingTimeInterval(Double(occurrence.durationMinutes - n % 5) * 60),
                    restedness: Restedness(rawValue: 1 + n % 5)))
            }
            day = day.adding(days: 1, calendar: calendar)
        }
        return (first, last, history)
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

    // Baseline: the cheapest calendar work a plan is made of (one day of Uberman occurrences),
    // so the results below read as ratios against the same machine and run.
    Benchmark("Baseline: one day of Uberman occurrences") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Fixture.uberman.occurrences(on: DayKey(year: 2025, month: 6, day: 10)))
        }
    }

    // Goal: at most 2,200 baselines (it was a median under 1 ms; see ../ratios.py).
    Benchmark("Plan 7 days of Uberman notifications, all options on") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Fixture.planner.plan(from: Fixture.now, days: 7))
        }
    }

    // The first plan after launch or a time-zone change: a new calendar, nothing formatted yet.
    Benchmark("Plan 7 days of Uberman notifications, fresh calendar") { benchmark in
        for _ in benchmark.scaledIterations {
            let calendar = ScheduleCalendar(schedule: Fixture.uberman.schedule, calendar: Fixture.calendar)
            blackHole(NotificationPlanner(calendar: calendar, settings: .allOn).plan(from: Fixture.now, days: 7))
        }
    }

    // Goal: at most 11,000 baselines (it was a median under 5 ms; see ../ratios.py).
    Benchmark("90-day score and analytics (E3)") { benchmark in
        for _ in benchmark.scaledIterations {
            let ledger = DayLedger(calendar: Fixture.e3, history: Fixture.history, from: Fixture.firstDay, through: Fixture.lastDay)
            blackHole(SleepAnalytics(ledger: ledger, calendar: Fixture.calendar, regularityDays: 14))
            blackHole(ledger.streak(at: Fixture.now))
        }
    }
}
