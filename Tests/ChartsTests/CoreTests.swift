@testable import Charts
import Localization
import Testing

@Suite("Chart building blocks: scales, text fitting, words")
struct CoreTests {
    @Test("value axes are round, hold every value and zero, and never finer than the format", arguments: [
        ([3.0, 7, 12], ValueFormat.integer, [0.0, 5, 10, 15]),
        ([], .integer, [0, 1]),
        ([0, 0, 0], .integer, [0, 1]),
        ([0.4], .integer, [0, 1]),
        ([-2.25, 1.5], .decimal(fractionDigits: 2), [-3, -2, -1, 0, 1, 2]),
        ([0.92], .percent, [0, 0.5, 1]),
        ([420, 300, 95], .minutes, [0, 120, 240, 360, 480]),
        ([259], .integer, [0, 100, 200, 300]),
    ])
    func scale(values: [Double], format: ValueFormat, ticks: [Double]) {
        // act
        let scale = LinearScale(values: values, format: format)
        // check
        #expect(scale.ticks.map { ($0 * 1000).rounded() / 1000 } == ticks)
        #expect(values.allSatisfy { scale.lower <= $0 && $0 <= scale.upper })
    }

    @Test("a line without zero gets room around a single value")
    func scaleWithoutZero() {
        // act
        let scale = LinearScale(values: [80, 80], format: .integer, includesZero: false)
        // check
        #expect(scale.lower < 80 && scale.upper > 80 && scale.lower > 0)
    }

    @Test("long labels are cut with an ellipsis to fit; short ones pass untouched")
    func truncation() {
        // act
        let cut = TextFit.truncate("A remarkably long tag name", width: 60, fontSize: 11)
        // check
        #expect(cut.hasSuffix("…"))
        #expect(TextFit.width(cut, fontSize: 11) <= 60)
        #expect(TextFit.truncate("2024", width: 60, fontSize: 11) == "2024")
        #expect(TextFit.truncate("Wide", width: 1, fontSize: 11) == "…")
    }

    @Test("values no format can write become a dash; values beyond Int's range do not trap")
    func oddValues() {
        // act / check
        for format in [ValueFormat.integer, .decimal(), .percent, .minutes] {
            #expect(format(.nan, .en) == "–")
            #expect(format(-.infinity, .tr) == "–")
        }
        #expect(ValueFormat.integer(1e20, .en) == "100,000,000,000,000,000,000")
        #expect(!ValueFormat.minutes(-1e19, .en).isEmpty)
    }

    @Test("a bar chart with NaN and infinity draws them as nothing and still renders")
    func oddBars() {
        // setup
        let chart = BarChart(id: "odd", title: "Odd", bars: [Bar(label: "a", value: .nan), Bar(label: "b", value: .infinity), Bar(label: "c", value: 2)])
        // act
        let svg = chart.svg(language: .en).renderedString()
        let table = chart.dataTable(language: .en)
        // check
        #expect(svg.contains(">2</text>"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(table.rows.map(\.cells) == [["–"], ["–"], ["2"]])
    }

    @Test("every chart word exists in every language with the same placeholders")
    func strings() {
        #expect(ChartText.strings.problems().isEmpty)
    }

    @Test("durations and times as the sleep screens write them")
    func clock() {
        #expect(ClockText.time(minutes: 0, .tr) == "00:00")
        #expect(ClockText.time(minutes: 1439, .fr) == "23:59")
        #expect(ClockText.time(minutes: 1500, .tr) == "01:00")
        #expect(ClockText.time(minutes: 14 * 60 + 5, .en).replacingOccurrences(of: "\u{202F}", with: " ") == "2:05 PM",
                "English reads a 12-hour clock, as PolySleep's pages do")
        #expect(ClockText.hour(18, .en).replacingOccurrences(of: "\u{202F}", with: " ") == "6 PM")
        #expect(ClockText.hour(18, .tr) == "18")
        #expect(ValueFormat.minutes(450, .en) == "7 h 30 min")
        #expect(ValueFormat.minutes(120, .tr) == "2 sa")
        #expect(ValueFormat.minutes(45, .fr) == "45 min")
    }

    @Test("month and day names: Turkish and French forms, the week's first day per language")
    func calendarNames() throws {
        #expect(CalendarNames.monthLong(8, .tr) == "Ağustos")
        #expect(CalendarNames.monthShort(2, .fr) == "févr.")
        #expect(CalendarNames.weekdayShort(3, .tr) == "Çar")
        #expect(CalendarNames.firstWeekday(.en) == 0)
        #expect(CalendarNames.firstWeekday(.tr) == 1)
        #expect(CalendarNames.firstWeekday(.fr) == 1)
    }
}
