@testable import Charts
import CivilCalendar
import Localization
import Markup
import Testing

@Suite("Calendar heatmap: a year of days, weeks as columns")
struct CalendarHeatmapTests {
    @Test("golden: leap year 2024, week from Sunday in English and from Monday in Turkish")
    func golden() throws {
        try Snapshot.check(Samples.leapYear.svg(language: .en).renderedString(), named: "heatmap-2024-en.svg")
        try Snapshot.check(Samples.leapYear.svg(language: .tr).renderedString(), named: "heatmap-2024-tr.svg")
    }

    @Test("every day of a leap year has a square, February 29th included")
    func leapDay() {
        // act
        let svg = Samples.leapYear.svg(language: .en).renderedString()
        // check
        #expect(SVGProbe.count("<rect class=\"chart-level-", in: svg) == 366 + 5)  // days and the legend
        #expect(svg.contains("<title>Thursday, Feb 29, 2024: "))
    }

    @Test("the first row is the locale's first weekday", arguments: [(Language.en, 1), (.tr, 0), (.fr, 0)])
    func weekStart(language: Language, mondayRow: Int) throws {
        // setup: 2024-01-01 was a Monday
        let svg = Samples.leapYear.svg(language: language).renderedString()
        let monday = CalendarNames.daySpoken(try #require(CivilDay(year: 2024, month: 1, day: 1)), language)
        // act
        let y = try #require(SVGProbe.attribute("y", ofLast: "<rect", before: "<title>\(monday)", in: svg))
        // check
        #expect(y == CalendarHeatmap.monthRow + Double(mondayRow) * CalendarHeatmap.pitch)
    }

    @Test("a month is drawn wide enough for its legend: More ends inside the chart", arguments: Language.allCases)
    func monthLegendFits(language: Language) throws {
        // setup: February 2026, four weeks, narrower than "Less ▢▢▢▢▢ More"
        let month = try #require(CivilDay(year: 2026, month: 2, day: 1))...(try #require(CivilDay(year: 2026, month: 2, day: 28)))
        let chart = CalendarHeatmap(id: "feb", title: "February", days: month, values: [:])
        let more = ChartText.more.text(language)
        // act
        let svg = chart.svg(language: language).renderedString()
        // check
        let viewBox = try #require(svg.range(of: "viewBox=\"0 0 "))
        let width = try #require(Double(svg[viewBox.upperBound...].prefix { $0 != " " }))
        let moreX = try #require(SVGProbe.attribute("x", ofLast: "<text", before: ">\(more)</text>", in: svg))
        #expect(moreX + TextFit.width(more, fontSize: CalendarHeatmap.fontSize) <= width, "\(language): legend clipped")
    }

    @Test("levels: nothing, then quarters of the highest value")
    func levels() {
        #expect(CalendarHeatmap.level(0, max: 8) == 0)
        #expect(CalendarHeatmap.level(-3, max: 8) == 0)
        #expect(CalendarHeatmap.level(1, max: 8) == 1)
        #expect(CalendarHeatmap.level(2, max: 8) == 1)
        #expect(CalendarHeatmap.level(2.1, max: 8) == 2)
        #expect(CalendarHeatmap.level(8, max: 8) == 4)
        #expect(CalendarHeatmap.level(5, max: 0) == 0)
    }

    @Test("the table has a row per month and a column per day; days a month lacks stay empty")
    func table() throws {
        // act
        let table = Samples.leapYear.dataTable(language: .tr)
        // check
        #expect(table.rows.count == 12)
        #expect(table.columns.count == 32)
        #expect(table.rows[1].header == "Şubat 2024")
        #expect(table.rows[1].cells[28] != "")  // 29 Şubat
        #expect(table.rows[1].cells[29] == "")
        #expect(table.rows[3].cells[30] == "")  // 31 Nisan
    }

    @Test("a range across two years with no values: labelled months, a summary that says so")
    func emptyRange() throws {
        // setup
        let from = try #require(CivilDay(year: 2025, month: 11, day: 20))
        let chart = CalendarHeatmap(id: "recent", title: "Recent", days: from...from.adding(days: 70), values: [from.adding(days: -1): 4])
        // act
        let svg = chart.svg(language: .fr).renderedString()
        // check
        #expect(svg.contains("Aucune donnée"))
        #expect(SVGProbe.count("chart-level-1\" x", in: svg) == 1)  // the legend's swatch only
        #expect(chart.dataTable(language: .fr).rows.map(\.header) == ["novembre 2025", "décembre 2025", "janvier 2026"])
        try Snapshot.check(svg, named: "heatmap-empty-range-fr.svg")
    }

    @Test("a year's scroller opens on its focus day (this month), and without one at January")
    func scrollFocus() throws {
        // setup
        var year = CalendarHeatmap(id: "year", title: "2026", year: 2026, values: [:])
        let plain = ChartFigure(year, language: .en).renderedString()
        // act
        year.focus = CivilDay(year: 2026, month: 11, day: 15)
        let focused = ChartFigure(year, language: .en).renderedString()
        // check: mid-November is 318 days into 365
        let focus = try #require(year.scrollFocus)
        #expect(abs(focus - 318.0 / 365.0) < 0.001)
        #expect(focused.contains("data-scroll-focus=\"0.871\""))
        #expect(!plain.contains("data-scroll-focus"))
        year.focus = CivilDay(year: 2025, month: 11, day: 15)
        #expect(year.scrollFocus == nil, "another year's day is no focus")
    }
}
