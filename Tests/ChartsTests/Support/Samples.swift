import Charts
import CivilCalendar

/// Pinned chart inputs shared by the golden, export and accessibility tests.
enum Samples {
    static let launchesPerYear = BarChart(
        id: "launches-per-year", title: "Launches per year",
        bars: [
            Bar(label: "2020", value: 114), Bar(label: "2021", value: 146), Bar(label: "2022", value: 186),
            Bar(label: "2023", value: 223), Bar(label: "2024", value: 259),
        ])

    static let sleepWeek = StackedBarChart(
        id: "sleep-week", title: "Sleep this week",
        categories: ["Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz"],
        series: [
            .init(name: "Çekirdek uyku", values: [270, 265, 280, 0, 275, 300, 290]),
            .init(name: "Şekerleme", values: [60, 40, 60, 20, 60, 80, 40]),
        ],
        valueFormat: .minutes)

    static let entriesPerMonth = LineChart(
        id: "entries", title: "Entries per month",
        labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        series: [
            .init(name: "Photos", values: [12, 18, 9, nil, 22, 30, 41, 38, 20, 15, nil, 11]),
            .init(name: "Notes", values: [5, 7, 7, 3, 9, 4, 6, 2, 8, 12, 10, 6]),
        ])

    static let scoreTrend = Sparkline(
        id: "score", title: "Sleep score, last 7 days", values: [72, 75, 71, 80, 84, 79, 88],
        labels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])

    static let outcomes = DonutChart(
        id: "outcomes", title: "Launch outcomes",
        slices: [.init(label: "Success", value: 120), .init(label: "Failure", value: 8), .init(label: "Partial failure", value: 3)],
        centerValue: "92%", centerLabel: "success")

    /// A leap year with a deterministic spread of values (some days empty).
    static let leapYear: CalendarHeatmap = {
        var values: [CivilDay: Double] = [:]
        for offset in 0..<366 {
            let day = CivilDay(year: 2024, month: 1, day: 1)!.adding(days: offset)
            let value = Double((offset * 37 + offset / 7) % 11) - 3
            if value > 0 { values[day] = value }
        }
        return CalendarHeatmap(id: "year-2024", title: "Entries in 2024", year: 2024, values: values)
    }()

    /// Everyman: a core sleep across midnight and three naps, with the hand at 13:10.
    static let everyman = DayRing(
        id: "today", title: "Today's sleep",
        blocks: [
            .init(label: "Core", startMinute: 23 * 60, endMinute: 2 * 60 + 30),
            .init(label: "Nap 1", startMinute: 8 * 60, durationMinutes: 20, series: 1),
            .init(label: "Nap 2", startMinute: 14 * 60, durationMinutes: 20, series: 1),
            .init(label: "Nap 3", startMinute: 18 * 60 + 30, durationMinutes: 20, series: 1),
        ],
        nowMinute: 13 * 60 + 10)

    static var all: [any Chart] { [launchesPerYear, sleepWeek, entriesPerMonth, scoreTrend, outcomes, leapYear, everyman] }
}
