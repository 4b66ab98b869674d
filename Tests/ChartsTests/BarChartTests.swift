import Charts
import Localization
import Markup
import Testing

@Suite("Bar and stacked bar charts")
struct BarChartTests {
    @Test("golden: a small bar chart, and its edge cases", arguments: [
        ("bar-basic", Samples.launchesPerYear),
        ("bar-empty", BarChart(id: "empty", title: "Nothing yet", bars: [])),
        ("bar-single", BarChart(id: "one", title: "One year", bars: [Bar(label: "2024", value: 259)])),
        ("bar-zeros", BarChart(id: "zeros", title: "Quiet week", bars: ["M", "T", "W"].map { Bar(label: $0, value: 0) })),
        ("bar-negative", BarChart(
            id: "balance", title: "Balance", bars: [Bar(label: "Q1", value: 1.5), Bar(label: "Q2", value: -2.25), Bar(label: "Q3", value: 0.5)],
            valueFormat: .decimal(fractionDigits: 2))),
        ("bar-long-labels", BarChart(
            id: "tags", title: "Top tags",
            bars: [Bar(label: "A remarkably long tag name that never fits", value: 40), Bar(label: "Family holidays in Kapadokya", value: 25),
                   Bar(label: "x", value: 3)])),
    ])
    func golden(name: String, chart: BarChart) throws {
        try Snapshot.check(chart.svg(language: .en).renderedString(), named: "\(name).svg")
    }

    @Test("negative bars hang below the zero line and use the negative colour")
    func negatives() throws {
        // setup
        let chart = BarChart(id: "b", title: "B", bars: [Bar(label: "up", value: 4), Bar(label: "down", value: -2)])
        // act
        let svg = chart.svg(language: .en).renderedString()
        // check
        let zero = try #require(SVGProbe.attribute("y1", ofFirst: "class=\"chart-baseline\"", in: svg))
        let down = try #require(SVGProbe.attribute("y", ofFirst: "class=\"chart-fill-negative\"", in: svg))
        let up = try #require(SVGProbe.attribute("y", ofFirst: "class=\"chart-fill-1\"", in: svg))
        #expect(down == zero)  // starts at zero and grows downwards
        #expect(up < zero)
    }

    @Test("values are written the reader's way on bars, ticks and in the table", arguments: [
        (Language.en, "1,500"), (.tr, "1.500"), (.fr, "1\u{202F}500"),
    ])
    func localizedNumbers(language: Language, expected: String) {
        // setup
        let chart = BarChart(id: "n", title: "N", bars: [Bar(label: "a", value: 1500), Bar(label: "b", value: 900)])
        // act
        let svg = chart.svg(language: language).renderedString()
        let table = chart.dataTable(language: language).renderedString()
        // check
        #expect(svg.contains(">\(expected)</text>"))
        #expect(table.contains("<td>\(expected)</td>"))
    }

    @Test("fifty bars: every bar drawn, labels thinned so none overlap, no value labels")
    func manyBars() {
        // setup
        let chart = BarChart(id: "many", title: "Fifty", bars: (1...50).map { Bar(label: "Day \($0)", value: Double($0 % 9)) })
        // act
        let svg = chart.svg(language: .en).renderedString()
        // check
        #expect(SVGProbe.count("<rect class=\"chart-fill-1\"", in: svg) == 50)
        let categories = SVGProbe.count("text-anchor=\"middle\" font-size=\"11\">Day", in: svg)
        #expect(categories > 0 && categories <= 10)
        #expect(!svg.contains("class=\"chart-label\""))
    }

    @Test("golden: a week of sleep stacked by kind, in Turkish")
    func stackedGolden() throws {
        try Snapshot.check(Samples.sleepWeek.svg(language: .tr).renderedString(), named: "stacked-week-tr.svg")
    }

    @Test("stacked parts sit on each other; the table adds a total column")
    func stackedParts() throws {
        // setup
        let chart = StackedBarChart(
            id: "s", title: "S", categories: ["a"], series: [.init(name: "x", values: [3]), .init(name: "y", values: [2])])
        // act
        let svg = chart.svg(language: .en).renderedString()
        let table = chart.dataTable(language: .en)
        // check: y's part ends where x's begins
        let xTop = try #require(SVGProbe.attribute("y", ofFirst: "class=\"chart-fill-1 chart-gap\"", in: svg))
        let yTop = try #require(SVGProbe.attribute("y", ofFirst: "class=\"chart-fill-2 chart-gap\"", in: svg))
        let yHeight = try #require(SVGProbe.attribute("height", ofFirst: "class=\"chart-fill-2 chart-gap\"", in: svg))
        #expect(abs(yTop + yHeight - xTop) < 0.02)
        #expect(table.columns == ["Category", "x", "y", "Total"])
        #expect(table.rows == [.init(header: "a", cells: ["3", "2", "5"])])
    }

    @Test("stacked edge cases: no categories, and negative parts stacked below zero")
    func stackedEdges() throws {
        let empty = StackedBarChart(id: "e", title: "E", categories: [], series: [])
        try Snapshot.check(empty.svg(language: .fr).renderedString(), named: "stacked-empty.svg")
        let mixed = StackedBarChart(
            id: "m", title: "M", categories: ["a", "b"],
            series: [.init(name: "in", values: [5, 3]), .init(name: "out", values: [-2, -4])])
        try Snapshot.check(mixed.svg(language: .en).renderedString(), named: "stacked-negative.svg")
    }
}

/// Finds attribute values in rendered SVG without a parser: enough for the few geometric facts
/// the tests check (the golden files cover the rest).
enum SVGProbe {
    static func attribute(_ name: String, ofFirst marker: String, in svg: String) -> Double? {
        guard let markerRange = svg.range(of: marker) else { return nil }
        let elementStart = svg[..<markerRange.lowerBound].lastIndex(of: "<") ?? svg.startIndex
        let elementEnd = svg[markerRange.upperBound...].firstIndex(of: ">") ?? svg.endIndex
        let element = svg[elementStart..<elementEnd]
        guard let attribute = element.range(of: " \(name)=\"") else { return nil }
        let value = element[attribute.upperBound...].prefix { $0 != "\"" }
        return Double(value)
    }

    /// The attribute of the last `element` opening before `marker` (the square a `<title>` names).
    static func attribute(_ name: String, ofLast element: String, before marker: String, in svg: String) -> Double? {
        guard let markerRange = svg.range(of: marker),
            let start = svg[..<markerRange.lowerBound].range(of: element, options: .backwards)
        else { return nil }
        return attribute(name, ofFirst: String(svg[start.lowerBound..<markerRange.lowerBound].prefix(60)), in: svg)
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
