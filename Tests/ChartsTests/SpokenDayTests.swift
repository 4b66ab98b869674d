import Charts
import CivilCalendar
import Localization
import Markup
import Testing

/// Issue 36 item 14: a chart of days says each day with its name to a screen reader (its
/// description, tooltips and table), while the axis keeps its short labels.
@Suite("Charts name the days they draw")
struct SpokenDayTests {
    static let day = CivilDay(year: 2026, month: 11, day: 14)!  // a Saturday

    @Test("a day's bar: the axis says 14, the description, tooltip and table say the whole day", arguments: [
        (Language.en, "Saturday, Nov 14, 2026"), (.tr, "14 Kas 2026 Cumartesi"), (.fr, "samedi 14 nov. 2026"),
    ])
    func bars(language: Language, spoken: String) throws {
        // setup
        let chart = BarChart(id: "d", title: "Per day", bars: [
            Bar(label: "14", value: 3, spokenLabel: CalendarNames.daySpoken(Self.day, language)),
            Bar(label: "15", value: 1, spokenLabel: CalendarNames.daySpoken(Self.day.adding(days: 1), language)),
        ])
        // act
        let svg = chart.svg(language: language).renderedString()
        let table = chart.dataTable(language: language).renderedString()
        // check
        #expect(svg.contains(">14</text>"), "the axis keeps the number")
        #expect(svg.contains("<desc") && svg.contains(spoken))
        #expect(table.contains(spoken))
    }

    @Test("a line of days speaks its days' names; the axis keeps its dates")
    func lines() throws {
        // setup
        let chart = LineChart(id: "l", title: "Score", labels: ["28 Nov", "29 Nov"],
                              series: [.init(name: "Score", values: [82, 90])],
                              spokenLabels: ["Saturday 28 November", "Sunday 29 November"])
        // act
        let svg = chart.svg(language: .en).renderedString()
        let table = chart.dataTable(language: .en).renderedString()
        // check
        #expect(svg.contains(">28 Nov</text>"))
        #expect(svg.contains("Highest: Sunday 29 November") && svg.contains("Lowest: Saturday 28 November"))
        #expect(table.contains("Sunday 29 November"))
    }

    @Test("the year heatmap's days and its best day carry their day names")
    func heatmap() throws {
        // setup
        let chart = CalendarHeatmap(id: "h", title: "Year", year: 2026, values: [Self.day: 4])
        // act
        let svg = chart.svg(language: .en).renderedString()
        // check
        #expect(svg.contains("Saturday, Nov 14, 2026"))
        #expect(svg.contains("Highest: Saturday, Nov 14, 2026"))
    }
}
