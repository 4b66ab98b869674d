import CivilCalendar
import Localization
import Markup

extension CalendarHeatmap {
    static let cell = 11.0
    static let pitch = 14.0
    static let monthRow = 18.0
    static let legendRow = 24.0
    static let fontSize = 10.0

    public func svg(language: Language) -> ChartSVG {
        let firstWeekday = CalendarNames.firstWeekday(language)
        let series = self.series
        let start = days.lowerBound
        let gridStart = start.adding(days: -((start.weekday - firstWeekday + 7) % 7)).daysSinceEpoch
        let weeks = (days.upperBound.daysSinceEpoch - gridStart) / 7 + 1
        // Monday, Wednesday and Friday are named, in whichever rows the week order puts them.
        let rowLabels = [1, 3, 5].map { weekday in ((weekday - firstWeekday + 7) % 7, CalendarNames.weekdayShort(weekday, language)) }
        let gutter = ((rowLabels.map { TextFit.width($0.1, fontSize: Self.fontSize) }.max() ?? 0) + 8).rounded(.up)
        // A month is five or six weeks, narrower than "Less ▢▢▢▢▢ More": the legend widens the chart.
        let width = gutter + Swift.max(Double(weeks) * Self.pitch, Self.legendWidth(language)) + 4
        let height = Self.monthRow + 7 * Self.pitch + Self.legendRow
        let highest = series.map(\.value).max() ?? 0
        let frame = ChartFrame(
            id: id, kind: "heatmap", title: title, description: description ?? summary(language, series: series), width: width,
            height: height)

        return frame.svg {
            SVG.g(.class("chart-weekdays")) {
                for (row, name) in rowLabels {
                    SVG.text(
                        .class("chart-axis"), .x(gutter - 6), .y(Self.monthRow + Double(row) * Self.pitch + 9),
                        .textAnchor("end"), .fontSize(Self.fontSize)
                    ) { name }
                }
            }
            monthLabels(gridStart: gridStart, weeks: weeks, gutter: gutter, width: width, language: language)
            SVG.g(.class("chart-days")) {
                dayCells(series, gridStart: gridStart, weeks: weeks, gutter: gutter, highest: highest, language: language)
            }
            legend(left: gutter, y: Self.monthRow + 7 * Self.pitch + 8, language: language)
        }
    }

    /// One square per day with its tooltip. The attributes every square shares, and the 53 column
    /// and 7 row positions, are made once: a year is 366 squares, rendered on every recap page.
    private func dayCells(
        _ series: [(day: CivilDay, value: Double)], gridStart: Int, weeks: Int, gutter: Double, highest: Double,
        language: Language
    ) -> [SVG.rect<SVG.title<String>>] {
        typealias Attribute = HTMLAttribute<SVG.Tag.rect>
        let columns = (0..<weeks).map { Attribute.x(gutter + Double($0) * Self.pitch) }
        let rows = (0..<7).map { Attribute.y(Self.monthRow + Double($0) * Self.pitch) }
        let levels = (0...4).map { Attribute.class("chart-level-\($0)") }
        let size = [Attribute.width(Self.cell), .height(Self.cell), .rx(2)]
        let tooltip = PairText(language)
        var cells: [SVG.rect<SVG.title<String>>] = []
        cells.reserveCapacity(series.count)
        for entry in series {
            let offset = entry.day.daysSinceEpoch - gridStart
            let text = tooltip(CalendarNames.daySpoken(entry.day, language), valueFormat(entry.value, language))
            cells.append(
                SVG.rect(attributes: [levels[Self.level(entry.value, max: highest)], columns[offset / 7], rows[offset % 7]] + size) {
                    SVG.title { text }
                })
        }
        return cells
    }

    /// A month's name over the first column whose top cell lies in that month (the first column
    /// counts from the first day shown), unless it would run into the previous name or off the end.
    private func monthLabels(gridStart: Int, weeks: Int, gutter: Double, width: Double, language: Language) -> some HTML {
        var labels: [(x: Double, text: String, width: Double)] = []
        var previousMonth: Int?
        for column in 0..<weeks {
            let top = Swift.max(CivilDay(daysSinceEpoch: gridStart + column * 7), days.lowerBound)
            let month = top.year * 12 + top.month
            guard month != previousMonth else { continue }
            previousMonth = month
            let text = CalendarNames.monthShort(top.month, language)
            let x = gutter + Double(column) * Self.pitch
            let textWidth = TextFit.width(text, fontSize: Self.fontSize)
            if let last = labels.last, x < last.x + last.width + 4 { continue }
            if x + textWidth > width { continue }
            labels.append((x, text, textWidth))
        }
        return SVG.g(.class("chart-months")) {
            for label in labels {
                SVG.text(.class("chart-axis"), .x(label.x), .y(Self.monthRow - 6), .fontSize(Self.fontSize)) { label.text }
            }
        }
    }

    /// Where the legend's swatches and "More" begin, from its left edge.
    private static func legendOffsets(_ language: Language) -> (swatches: Double, more: Double) {
        let swatches = TextFit.width(ChartText.less.text(language), fontSize: fontSize) + 6
        return (swatches, swatches + 5 * pitch + 3)
    }

    /// The legend's whole width, "Less" to the end of "More".
    static func legendWidth(_ language: Language) -> Double {
        legendOffsets(language).more + TextFit.width(ChartText.more.text(language), fontSize: fontSize)
    }

    /// "Less ▢▢▢▢▢ More" under the grid's first weeks, where a phone shows it before any scrolling.
    private func legend(left: Double, y: Double, language: Language) -> some HTML {
        let less = ChartText.less.text(language)
        let offsets = Self.legendOffsets(language)
        let swatchesLeft = left + offsets.swatches
        let moreLeft = left + offsets.more
        return SVG.g(.class("chart-legend")) {
            SVG.text(.class("chart-axis"), .x(left), .y(y + 9), .fontSize(Self.fontSize)) { less }
            for level in 0...4 {
                SVG.rect(
                    .class("chart-level-\(level)"), .x(swatchesLeft + Double(level) * Self.pitch), .y(y), .width(Self.cell),
                    .height(Self.cell), .rx(2))
            }
            SVG.text(.class("chart-axis"), .x(moreLeft), .y(y + 9), .fontSize(Self.fontSize)) { ChartText.more.text(language) }
        }
    }
}
