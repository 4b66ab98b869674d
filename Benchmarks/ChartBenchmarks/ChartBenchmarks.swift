import Benchmark
import Charts
import CivilCalendar
import Markup

/// Pinned inputs so every run measures the same work.
private enum Fixture {
    static let fiftyBars = BarChart(
        id: "fifty", title: "Fifty bars",
        bars: (0..<50).map { Bar(label: "Day \($0 + 1)", value: Double(($0 * 37) % 23) * 1.5) })

    static let year: CalendarHeatmap = {
        var values: [CivilDay: Double] = [:]
        for offset in 0..<366 where offset % 5 != 0 {
            values[CivilDay(year: 2024, month: 1, day: 1)!.adding(days: offset)] = Double((offset * 13) % 9)
        }
        return CalendarHeatmap(id: "year", title: "A year of entries", year: 2024, values: values)
    }()

    /// The same number of SVG elements as the 50-bar chart, written without any chart logic:
    /// what rendering alone costs on this machine and run.
    static func plainRects() -> some HTML {
        SVG.svg(.xmlns, .viewBox(0, 0, 360, 220)) {
            for index in 0..<50 {
                SVG.rect(.class("chart-fill-1"), .x(Double(index) * 7), .y(10), .width(5), .height(Double(index))) {
                    SVG.title { "Day \(index + 1): \(index)" }
                }
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

    Benchmark("Baseline: 50 plain SVG rects with titles") { benchmark in
        let rects = Fixture.plainRects()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(rects.renderedBytes(capacity: 16_384))
        }
    }

    Benchmark("Bar chart: 50 bars, SVG and data table, English") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ChartFigure(Fixture.fiftyBars, language: .en).renderedBytes(capacity: 16_384))
        }
    }

    Benchmark("Heatmap: a leap year of days, SVG and data table, Turkish") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ChartFigure(Fixture.year, language: .tr).renderedBytes(capacity: 65_536))
        }
    }
}
