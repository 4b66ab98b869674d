import Charts
import Localization
import Markup
import Testing

@Suite("Line charts, sparklines and donuts")
struct LineAndDonutTests {
    @Test("golden: two series with gaps, a single point, no data")
    func lineGolden() throws {
        try Snapshot.check(Samples.entriesPerMonth.svg(language: .en).renderedString(), named: "line-gaps.svg")
        let single = LineChart(id: "one", title: "One", labels: ["Today"], series: [.init(name: "Score", values: [82])])
        try Snapshot.check(single.svg(language: .en).renderedString(), named: "line-single.svg")
        let empty = LineChart(id: "none", title: "None", labels: ["a", "b"], series: [.init(name: "x", values: [nil, nil])])
        try Snapshot.check(empty.svg(language: .tr).renderedString(), named: "line-empty.svg")
    }

    @Test("a missing value breaks the line in two instead of dropping to zero")
    func gaps() {
        // setup
        let chart = LineChart(id: "g", title: "G", labels: ["a", "b", "c", "d", "e"], series: [.init(name: "x", values: [1, 2, nil, 3, 4])])
        // act
        let svg = chart.svg(language: .en).renderedString()
        let table = chart.dataTable(language: .en)
        // check: two subpaths, and the table shows the gap as a dash
        let path = svg.components(separatedBy: "class=\"chart-line chart-stroke-1\" d=\"")[1].prefix { $0 != "\"" }
        #expect(path.filter { $0 == "M" }.count == 2)
        #expect(table.rows[2] == .init(header: "c", cells: ["–"]))
    }

    @Test("golden: sparklines, rising, flat and with one value")
    func sparklineGolden() throws {
        try Snapshot.check(Samples.scoreTrend.svg(language: .en).renderedString(), named: "sparkline.svg")
        let flat = Sparkline(id: "flat", title: "Flat", values: [5, 5, 5])
        try Snapshot.check(flat.svg(language: .en).renderedString(), named: "sparkline-flat.svg")
        let one = Sparkline(id: "one", title: "One", values: [5])
        try Snapshot.check(one.svg(language: .en).renderedString(), named: "sparkline-one.svg")
    }

    @Test("golden: a donut, one slice, all zeros, no slices")
    func donutGolden() throws {
        try Snapshot.check(Samples.outcomes.svg(language: .en).renderedString(), named: "donut.svg")
        let whole = DonutChart(id: "whole", title: "Whole", slices: [.init(label: "All", value: 3)])
        try Snapshot.check(whole.svg(language: .fr).renderedString(), named: "donut-single.svg")
        let zeros = DonutChart(id: "zeros", title: "Zeros", slices: [.init(label: "a", value: 0), .init(label: "b", value: 0)])
        try Snapshot.check(zeros.svg(language: .en).renderedString(), named: "donut-zeros.svg")
        let empty = DonutChart(id: "empty", title: "Empty", slices: [])
        try Snapshot.check(empty.svg(language: .tr).renderedString(), named: "donut-empty.svg")
    }

    @Test("donut shares add up and are written the reader's way", arguments: [(Language.en, "75%"), (.tr, "%75"), (.fr, "75\u{202F}%")])
    func shares(language: Language, expected: String) {
        // setup
        let chart = DonutChart(id: "d", title: "D", slices: [.init(label: "yes", value: 3), .init(label: "no", value: 1), .init(label: "odd", value: -4)])
        // act
        let table = chart.dataTable(language: language)
        // check: the negative slice counts as nothing, and the table still shows it as given
        #expect(table.rows[0].cells[1] == expected)
        #expect(table.rows[2].cells[0] == "-4")
        #expect(table.rows[2].cells[1] == LocalizedNumber.percent(0, language))
    }

    @Test("a lone slice is a whole ring, without a gap line")
    func loneSlice() {
        // act
        let svg = DonutChart(id: "w", title: "W", slices: [.init(label: "a", value: 0), .init(label: "b", value: 2)])
            .svg(language: .en).renderedString()
        // check
        #expect(svg.contains("class=\"chart-fill-2\""))
        #expect(!svg.contains("chart-fill-2 chart-gap"))
        #expect(!svg.contains("<path class=\"chart-fill-1"))
    }
}
