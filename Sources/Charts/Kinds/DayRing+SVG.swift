import Localization
import Markup

extension DayRing {
    public func svg(language: Language) -> ChartSVG {
        let outer = size / 2 - 4
        let inner = Self.innerRadius(size: size)
        let dial = Dial(center: Point(x: size / 2, y: size / 2))
        let frame = ChartFrame(
            id: id, kind: "ring", title: title, description: description ?? summary(language), width: size, height: size)
        return frame.svg {
            dialFace(dial: dial, outer: outer, inner: inner, language: language)
            SVG.g(.class("chart-blocks")) {
                for block in blocks where block.durationMinutes > 0 {
                    SVG.path(
                        .class(SeriesColor.fill(block.series)), .class(block.durationMinutes < 1440 ? "chart-gap" : nil),
                        .d(
                            dial.sector(
                                outer: outer, inner: inner, from: Double(block.startMinute) / 1440,
                                to: Double(block.startMinute + block.durationMinutes) / 1440)),
                        .fillRule("evenodd"), .strokeWidth(block.durationMinutes < 1440 ? 1 : 0)
                    ) {
                        SVG.title { tooltip(block, language) }
                    }
                }
            }
            if let nowMinute { nowHand(nowMinute, dial: dial, outer: outer, inner: inner, language: language) }
            if style == .full { center(dial: dial, room: Self.centerRoom(inner: inner, language: language), language: language) }
        }
    }

    /// The ring's inner edge: 4 px inside the frame, then a band 9 % of the size thick.
    static func innerRadius(size: Double) -> Double {
        size / 2 - 4 - (size * 0.09).rounded()
    }

    private func tooltip(_ block: Block, _ language: Language) -> String {
        let span = ClockText.time(minutes: block.startMinute, language) + "–" + ClockText.time(minutes: block.endMinute, language)
        return ChartText.pointValue.text(language, ["label": block.label, "value": span])
    }

    /// The track and the hour ticks: the same for every ring of a size, style and language, so
    /// they are drawn once (24 ticks with their labels were a third of a ring, on every Today).
    private func dialFace(dial: Dial, outer: Double, inner: Double, language: Language) -> UnsafeRawHTML {
        let key = DialFaceKey(size: size.bitPattern, full: style == .full, language: language)
        return UnsafeRawHTML(Self.dialFaces.text(key) {
            HTMLGroup {
                SVG.path(.class("chart-track"), .d(dial.ring(outer: outer, inner: inner)), .fillRule("evenodd"))
                ticks(dial: dial, inner: inner, language: language)
            }.renderedString()
        })
    }

    private struct DialFaceKey: Hashable, Sendable {
        let size: UInt64
        let full: Bool
        let language: Language
    }

    private static let dialFaces = FormatMemo<DialFaceKey>(capacity: 64)

    /// A tick every hour inside the ring, longer at 0, 6, 12 and 18, which are labelled.
    private func ticks(dial: Dial, inner: Double, language: Language) -> some HTML {
        let hours = style == .full ? Array(0..<24) : [0, 6, 12, 18]
        return SVG.g(.class("chart-hours")) {
            for hour in hours {
                let isMajor = hour % 6 == 0
                let from = dial.point(radius: inner - 3, turns: Double(hour) / 24)
                let to = dial.point(radius: inner - (isMajor ? Self.majorTickInset : 6), turns: Double(hour) / 24)
                SVG.line(
                    .class(isMajor ? "chart-tick" : "chart-grid"), .x1(from.x), .y1(from.y), .x2(to.x), .y2(to.y),
                    .strokeWidth(isMajor ? 1.5 : 1))
                if isMajor && style == .full {
                    let label = Self.hourLabel(hour, dial: dial, inner: inner)
                    SVG.text(.class("chart-axis"), .x(label.spot.x), .y(label.spot.y + 4), .textAnchor(label.anchor), .fontSize(11)) {
                        ClockText.hour(hour, language)
                    }
                }
            }
        }
    }

    /// The major ticks reach this far inside the ring; labels keep `labelGap` clear of them.
    static let majorTickInset = 9.0
    static let labelGap = 4.0

    /// The width the centre's text may take: up to the side labels, which stand at its height.
    static func centerRoom(inner: Double, language: Language) -> Double {
        let widest = [6, 18].map { TextFit.width(ClockText.hour($0, language), fontSize: 11) }.max() ?? 0
        return 2 * (inner - majorTickInset - 2 * labelGap - widest)
    }

    /// Where the label of `hour` (0, 6, 12 or 18) is written, and which of its ends sits there.
    /// Centred on a point, "6 PM" is ~30 px wide and ran into the tick it names; the side labels
    /// therefore end (or begin) at the gap instead. The top and bottom ones are centred: their
    /// baseline is drawn 4 px below the spot and 11 px digits rise 8 px over it, so a spot 4 px
    /// nearer the centre keeps the glyphs inside the gap at twelve and at six o'clock alike.
    static func hourLabel(_ hour: Int, dial: Dial, inner: Double) -> (spot: Point, anchor: String) {
        let clear = inner - majorTickInset - labelGap
        let turns = Double(hour) / 24
        switch hour {
        case 6: return (dial.point(radius: clear, turns: turns), "end")
        case 18: return (dial.point(radius: clear, turns: turns), "start")
        default: return (dial.point(radius: clear - 4, turns: turns), "middle")
        }
    }

    private func nowHand(_ minute: Int, dial: Dial, outer: Double, inner: Double, language: Language) -> some HTML {
        let turns = Double(minute) / 1440
        let from = dial.point(radius: inner - 4, turns: turns)
        let to = dial.point(radius: outer + 2, turns: turns)
        let knob = dial.point(radius: (inner + outer) / 2, turns: turns)
        return SVG.g(.class("chart-now")) {
            SVG.title { ChartText.pointValue.text(language, ["label": ChartText.now.text(language), "value": ClockText.time(minutes: minute, language)]) }
            SVG.line(.class("chart-now-hand"), .x1(from.x), .y1(from.y), .x2(to.x), .y2(to.y), .strokeWidth(2), .strokeLinecap("round"))
            SVG.circle(.class("chart-now-knob chart-gap"), .cx(knob.x), .cy(knob.y), .r(4), .strokeWidth(1.5))
        }
    }

    private func center(dial: Dial, room: Double, language: Language) -> some HTML {
        let value = centerValue ?? (totalMinutes > 0 ? ClockText.duration(minutes: totalMinutes, language) : nil)
        let label = centerLabel ?? (centerValue == nil && value != nil ? ChartText.total.text(language) : nil)
        return CenterFigure(center: dial.center, room: room, value: value, label: label, valueSize: 20, labelSize: 11)
            .render(noData: ChartText.noData.text(language))
    }
}
