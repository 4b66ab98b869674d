import Charts
import Localization
import Markup
import Testing

@Suite("ChartFigure: accessible SVG, data table and caption together")
struct FigureTests {
    @Test("golden: a bar chart figure in Turkish, with its hidden table and a caption")
    func golden() throws {
        // act
        let html = ChartFigure(Samples.launchesPerYear, language: .tr, caption: "Kaynak: Launch Library 2").renderedString()
        // check
        try Snapshot.check(html, named: "figure-bar-tr.html")
    }

    @Test("every kind: role img, labelled by its own title and description, and a table with headers", arguments: Samples.all.indices)
    func accessibleStructure(index: Int) throws {
        // setup
        let chart = Samples.all[index]
        // act
        let html = ChartFigure(chart, language: .en).renderedString()
        // check
        let id = chart.id
        let title = chart.title.renderedString()  // as escaped text
        #expect(html.contains("role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\""))
        #expect(html.contains("<title id=\"\(id)-title\">\(title)</title><desc id=\"\(id)-desc\">"))
        #expect(!html.contains("<desc id=\"\(id)-desc\"></desc>"))
        #expect(html.contains("<div class=\"visually-hidden\"><table id=\"\(id)-table\"><caption>\(title)</caption>"))
        #expect(html.contains("<th scope=\"col\">"))
        #expect(html.contains("<th scope=\"row\">"))
        #expect(!html.contains("style="))  // the content security policy refuses inline styles
        #expect(!html.contains(" fill=\"#"))  // colours only through classes
    }

    @Test("the year heatmap scrolls sideways in a focusable, named region; other charts scale")
    func layouts() {
        // act
        let heatmap = ChartFigure(Samples.leapYear, language: .en).renderedString()
        let bars = ChartFigure(Samples.launchesPerYear, language: .en).renderedString()
        // check
        #expect(heatmap.hasPrefix("<figure class=\"chart-figure chart-figure-scrolling\"><div class=\"chart-scroller\" tabindex=\"0\" role=\"group\" aria-labelledby=\"year-2024-title\">"))
        #expect(bars.hasPrefix("<figure class=\"chart-figure chart-figure-fluid\"><svg"))
    }

    @Test("a visible table carries its own class instead of the hidden wrapper")
    func visibleTable() {
        // setup
        var table = Samples.launchesPerYear.dataTable(language: .en)
        table.isVisible = true
        // act
        let html = table.renderedString()
        // check
        #expect(html.hasPrefix("<table id=\"launches-per-year-table\" class=\"chart-table\"><caption>Launches per year</caption>"))
    }

    @Test("hostile labels and titles stay text in the SVG, the tooltips and the table")
    func escaping() {
        // setup
        let hostile = "\"><script>alert(1)</script>"
        let charts: [any Chart] = [
            BarChart(id: hostile, title: hostile, description: hostile, bars: [Bar(label: hostile, value: 1)], categoryName: hostile),
            DonutChart(id: "d", title: hostile, slices: [.init(label: hostile, value: 1)], centerValue: hostile, centerLabel: hostile),
            DayRing(id: "r", title: hostile, blocks: [.init(label: hostile, startMinute: 0, durationMinutes: 30)], centerLabel: hostile),
            LineChart(id: "l", title: hostile, labels: [hostile], series: [.init(name: hostile, values: [1])]),
        ]
        for chart in charts {
            // act
            let html = ChartFigure(chart, language: .en, caption: hostile).renderedString()
            // check
            #expect(!html.contains("<script"))
            #expect(html.contains("&quot;&gt;&lt;script&gt;"))
        }
    }

    @Test("ids are cleaned to what aria-labelledby lists and CSS selectors take")
    func ids() {
        // act
        let html = BarChart(id: "Recap 2024/11 <b>", title: "t", bars: []).svg(language: .en).renderedString()
        let digits = BarChart(id: "2024", title: "t", bars: []).svg(language: .en).renderedString()
        // check
        #expect(html.contains("aria-labelledby=\"Recap-2024-11--b--title Recap-2024-11--b--desc\""))
        #expect(digits.contains("id=\"chart-2024-title\""))
    }

    @Test("the default description summarizes; an app's own description replaces it", arguments: Language.allCases)
    func descriptions(language: Language) {
        // act
        let summary = Samples.launchesPerYear.svg(language: language).renderedString()
        var described = Samples.launchesPerYear
        described.description = "Custom words"
        // check
        #expect(summary.contains(ChartText.summaryHighest.text(language, ["label": "2024", "value": "259"])))
        #expect(described.svg(language: language).renderedString().contains("<desc id=\"launches-per-year-desc\">Custom words</desc>"))
    }

    @Test("rendering is deterministic: the same chart gives the same bytes")
    func deterministic() {
        for chart in Samples.all {
            #expect(chart.svg(language: .fr).renderedBytes() == chart.svg(language: .fr).renderedBytes())
        }
    }
}
