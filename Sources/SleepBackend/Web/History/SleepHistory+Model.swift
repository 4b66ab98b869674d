import Charts
import CivilCalendar
import Foundation
import Localization
import SleepKit

/// `/sleep/history?month=2025-06`: a month of blocks as a calendar (blocks done per day) and a
/// list, newest day first: each block's planned time, status, actual times, rating and note.
struct SleepHistoryPage: Sendable {
    struct Entry: Sendable {
        let occurrenceID: String
        let name: String
        let planned: String
        let status: BlockStatus?
        let actual: String?
        let restedness: Int?
        let note: String
        let snoozeCount: Int
        /// Begun or recorded: its edit page exists.
        let isEditable: Bool
    }

    struct Day: Sendable {
        let title: String
        let done: Int
        let planned: Int
        let entries: [Entry]
    }

    let monthTitle: String
    let month: String
    let previousMonth: String
    /// Nil for the current month: the future has no history.
    let nextMonth: String?
    let heatmap: CalendarHeatmap
    let days: [Day]

    /// `year`-`month` of the account's days up to `now`, newest first.
    init(
        account: SleepAccount, history: SleepHistory, year: Int, month: Int, now: Date, language: Language,
        calendarTitle: String
    ) {
        let calendar = account.calendar
        let first = DayKey(year: year, month: month, day: 1)
        let today = account.today(now)
        let lastOfMonth = DayKey(year: year, month: month, day: DayKey.days(inMonth: month, year: year))
        // Through today, and through a block started early (the widget's "Nap Başlat" on tomorrow's nap).
        let latestRecord = history.records.values.map(\.occurrence.day).filter { first <= $0 && $0 <= lastOfMonth }.max()
        let last = min(lastOfMonth, max(today, latestRecord ?? today))
        let ledger = first <= last ? account.ledger(from: first, through: last, history: history) : DayLedger(joining: [])
        var values: [CivilDay: Double] = [:]
        var days: [Day] = []
        // The process's shared formats: a DateFormatter built per view was a tenth of the page.
        let formats = LocalizedFormats.shared(language: language, timeZone: calendar.timeZone)
        for day in ledger.days {
            if let civil = CivilDay(year: day.day.year, month: day.day.month, day: day.day.day) {
                values[civil] = Double(day.doneCount)
            }
            let schedule = account.scheduleCalendar(on: day.day)
            let entries = zip(day.occurrences, day.records).map { occurrence, record in
                Entry(
                    occurrenceID: occurrence.id, name: schedule.name(of: occurrence, language),
                    planned: "\(schedule.timeText(of: occurrence.start, language))–\(schedule.timeText(of: occurrence.end, language))",
                    status: history.status(of: occurrence, at: now),
                    actual: record.flatMap { record in
                        record.actualStart.map { start in
                            let end = record.actualEnd.map { schedule.timeText(of: $0, language) } ?? "…"
                            return "\(schedule.timeText(of: start, language))–\(end)"
                        }
                    },
                    restedness: record?.restedness?.rawValue, note: record?.note ?? "", snoozeCount: record?.snoozeCount ?? 0,
                    isEditable: record != nil || occurrence.start <= now)
            }
            days.append(Day(title: formats.date(day.day.startDate(in: calendar), .weekdayDayAndMonth), done: day.doneCount,
                            planned: day.occurrences.count, entries: entries))
        }
        self.days = days.reversed()
        monthTitle = formats.date(first.startDate(in: calendar), .monthAndYear)
        self.month = Self.key(first)
        previousMonth = Self.key(first.adding(days: -1, calendar: calendar))
        nextMonth = lastOfMonth < today ? Self.key(lastOfMonth.adding(days: 1, calendar: calendar)) : nil
        let firstCivil = CivilDay(year: year, month: month, day: 1)!
        let lastCivil = CivilDay(year: year, month: month, day: lastOfMonth.day)!
        heatmap = CalendarHeatmap(id: "history-\(Self.key(first))", title: calendarTitle, days: firstCivil...lastCivil, values: values)
    }

    /// "2025-06".
    static func key(_ day: DayKey) -> String { String(format: "%04d-%02d", day.year, day.month) }

    /// The `month` query parameter, when it names a real month.
    static func parse(_ text: String?) -> (year: Int, month: Int)? {
        guard let parts = text?.split(separator: "-"), parts.count == 2, let year = Int(parts[0]), let month = Int(parts[1]),
            (2000...2200).contains(year), (1...12).contains(month)
        else { return nil }
        return (year, month)
    }
}
