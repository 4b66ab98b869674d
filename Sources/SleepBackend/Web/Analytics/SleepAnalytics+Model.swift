import Localization
import Charts
import Foundation
import SleepKit

/// `/sleep/analytics` ("Analytics'e Git"): weekly adherence, actual vs planned sleep, the
/// restedness trend, the regularity index, the sleep score with its documented parts, streaks
/// and badges. Charts carry their data as tables too (the shared chart module).
struct SleepAnalyticsPage: Sendable {
    struct Titles {
        var adherence: String, sleep: String, planned: String, actual: String, restedness: String, score: String
        var week: (String) -> String
    }

    let adherence: BarChart
    let sleep: LineChart
    let restedness: LineChart
    let score: LineChart
    /// nil until a block was done on two days of the window (SleepKit's `measuredIndex`).
    let regularityIndex: Int?
    let regularityMinutes: Int
    let regularityDays: Int
    let streak: Streak
    let latestScore: Int?
    let scoreBadge: BadgeLevel
    let streakBadge: BadgeLevel
    let hasRecords: Bool
    /// Today still has blocks to come, so the sleep chart leaves it out.
    let todayOpen: Bool

    /// How many days the charts show, and how many weeks adherence covers.
    static let trendDays = 14
    static let ledgerDays = 28

    init(_ now: SleepNow, titles: Titles) {
        let account = now.account
        let today = now.today
        let ledger = account.ledger(from: today.adding(days: 1 - Self.ledgerDays, calendar: account.calendar), through: today,
                                    history: now.history)
        let analytics = SleepAnalytics(ledger: ledger, calendar: account.calendar)
        let formats = LocalizedFormats.shared(language: now.language, timeZone: account.calendar.timeZone)
        func label(_ day: DayKey) -> String { formats.date(day.startDate(in: account.calendar), .dayAndMonth) }

        adherence = BarChart(
            id: "adherence", title: titles.adherence,
            bars: analytics.weeks.map { Bar(label: titles.week(label($0.weekStart)), value: $0.adherence) },
            valueFormat: .percent)
        let recent = Array(analytics.days.suffix(Self.trendDays))
        let labels = recent.map { label($0.day) }
        // The axis writes "29 Nov"; the charts' text and tables say the day's name too.
        let spoken = recent.map { formats.date($0.day.startDate(in: account.calendar), .weekdayDayAndMonth) }
        // Today's sleep so far is not the day's sleep: while blocks are still to come it is left
        // out (a gap, as the caption says), not drawn as a fall to 0 min.
        let todayOpen = ledger.days.last.map { $0.day == today && $0.occurrences.contains { $0.end > now.now } } ?? false
        self.todayOpen = todayOpen
        sleep = LineChart(
            id: "sleep-trend", title: titles.sleep, labels: labels,
            series: [.init(name: titles.planned, values: recent.map { Double($0.plannedMinutes) }),
                     .init(name: titles.actual, values: recent.map { todayOpen && $0.day == today ? nil : $0.actualMinutes })],
            valueFormat: .minutes, spokenLabels: spoken)
        let recentLedger = ledger.days.suffix(Self.trendDays)
        restedness = LineChart(
            id: "restedness-trend", title: titles.restedness, labels: labels,
            series: [.init(name: titles.restedness, values: recentLedger.map { day in
                let ratings = day.records.compactMap { $0?.restedness?.rawValue }
                return ratings.isEmpty ? nil : Double(ratings.reduce(0, +)) / Double(ratings.count)
            })],
            valueFormat: .decimal(fractionDigits: 1), includesZero: false, spokenLabels: spoken)
        // Today is not over: its score so far is no score yet, on the chart as on the tile.
        let scores = recent.map { $0.day == today ? nil : $0.score }
        score = LineChart(id: "score-trend", title: titles.score,
                          description: Self.scoreSummary(zip(spoken, scores).compactMap { label, score in score.map { (day: label, score: $0) } },
                                                         language: now.language),
                          labels: labels, series: [.init(name: titles.score, values: scores.map { $0.map(Double.init) })],
                          spokenLabels: spoken)
        regularityIndex = analytics.regularity.measuredIndex
        regularityMinutes = Int(analytics.regularity.startDeviationMinutes.rounded())
        regularityDays = analytics.regularity.windowDays
        streak = ledger.streak(at: now.now)
        latestScore = analytics.days.last { $0.day != today && $0.score != nil }?.score
        scoreBadge = latestScore.map(BadgeLevel.forScore) ?? .none
        // The badge of the run the tile shows: a zero streak earns none (the best run is history).
        streakBadge = .forStreak(streak.current)
        hasRecords = ledger.days.contains { $0.records.contains { $0 != nil } }
    }

    /// What the score line shows, read from the very points it draws: where it starts and ends and
    /// its extremes, each with its day, so "from 90 to 90" never reads as the range when the low is 82.
    static func scoreSummary(_ points: [(day: String, score: Int)], language: Language) -> String? {
        guard let first = points.first, let last = points.last, points.count > 1,
              let low = points.min(by: { $0.score < $1.score }), let high = points.max(by: { $0.score < $1.score })
        else { return nil }
        let formats = LocalizedFormats.zoneless(language)
        return SleepText.scoreSummary.text(language, [
            "first": formats.integer(first.score), "firstDay": first.day, "last": formats.integer(last.score), "lastDay": last.day,
            "min": formats.integer(low.score), "minDay": low.day, "max": formats.integer(high.score), "maxDay": high.day,
        ])
    }
}
