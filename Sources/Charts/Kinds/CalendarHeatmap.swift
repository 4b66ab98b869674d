import CivilCalendar
import Localization
import Markup

/// A run of days as a grid of squares, GitHub-style: weeks are columns, weekdays rows (the week
/// starts on Sunday in English, on Monday in Turkish and French), shaded in five steps from no
/// value to the highest one.
///
/// Days are civil days: the app decides which day an entry belongs to in the reader's time zone.
public struct CalendarHeatmap: Chart {
    public var id: String
    public var title: String
    public var description: String?
    public var days: ClosedRange<CivilDay>
    /// Days without a value count as 0; values outside `days` are ignored.
    public var values: [CivilDay: Double]
    public var valueFormat: ValueFormat
    public var layout: ChartLayout { .scrolling }
    /// The day the scroller opens on (today, in a year that has it); nil: the first day.
    public var focus: CivilDay?

    public var scrollFocus: Double? {
        guard let focus, days.contains(focus) else { return nil }
        let span = Double(days.upperBound.daysSinceEpoch - days.lowerBound.daysSinceEpoch + 1)
        return Double(focus.daysSinceEpoch - days.lowerBound.daysSinceEpoch) / span
    }

    public init(
        id: String, title: String, description: String? = nil, days: ClosedRange<CivilDay>, values: [CivilDay: Double],
        valueFormat: ValueFormat = .integer
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.days = days
        self.values = values
        self.valueFormat = valueFormat
    }

    /// January 1st to December 31st of `year`.
    public init(
        id: String, title: String, description: String? = nil, year: Int, values: [CivilDay: Double],
        valueFormat: ValueFormat = .integer
    ) {
        self.init(id: id, title: title, description: description, days: CivilDay.year(year), values: values, valueFormat: valueFormat)
    }

    /// Every day of the range with its value, in order.
    var series: [(day: CivilDay, value: Double)] {
        let first = days.lowerBound.daysSinceEpoch
        return (first...days.upperBound.daysSinceEpoch).map { number in
            let day = CivilDay(daysSinceEpoch: number)
            let value = values[day] ?? 0
            return (day, value.isFinite ? value : 0)
        }
    }

    /// 0 for nothing (or a negative value), else 1–4 by quarters of the highest value.
    static func level(_ value: Double, max: Double) -> Int {
        guard value > 0, max > 0 else { return 0 }
        return Swift.min(4, Swift.max(1, Int((value / max * 4).rounded(.up))))
    }

    public func dataTable(language: Language) -> ChartDataTable {
        // One row per month, one column per day of the month: 12 rows to walk, not 366.
        var rows: [ChartDataTable.Row] = []
        var month = (year: days.lowerBound.year, month: days.lowerBound.month)
        while (month.year, month.month) <= (days.upperBound.year, days.upperBound.month) {
            let length = CivilDate.daysIn(year: month.year, month: month.month)
            let cells = (1...31).map { number -> String in
                guard number <= length, let day = CivilDay(year: month.year, month: month.month, day: number),
                    days.contains(day)
                else { return "" }
                return valueFormat(values[day] ?? 0, language)
            }
            rows.append(.init(header: CalendarNames.monthAndYear(month: month.month, year: month.year, language), cells: cells))
            month = month.month == 12 ? (month.year + 1, 1) : (month.year, month.month + 1)
        }
        return ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [ChartText.month.text(language)] + (1...31).map(String.init), rows: rows,
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language, series: [(day: CivilDay, value: Double)]? = nil) -> String {
        let series = series ?? self.series
        let range = ChartText.dateRange.text(
            language,
            ["from": CalendarNames.dayMedium(days.lowerBound, language),
             "through": CalendarNames.dayMedium(days.upperBound, language)])
        let active = series.filter { $0.value > 0 }
        guard let best = active.max(by: { $0.value < $1.value }) else {
            return ChartText.pointValue.text(language, ["label": range, "value": ChartText.noData.text(language)])
        }
        let total = active.reduce(0) { $0 + $1.value }
        let overview = ChartText.summaryHeatmap.text(
            language,
            ["range": range, "activeDays": ChartText.activeDays.text(count: active.count, language),
             "total": valueFormat(total, language)])
        let highest = ChartText.summaryHighest.text(
            language, ["label": CalendarNames.daySpoken(best.day, language), "value": valueFormat(best.value, language)])
        return overview + " " + highest
    }
}
