@testable import Charts
import Localization
import Markup
import Testing

@Suite("24-hour ring: a day's sleep on a clock face")
struct DayRingTests {
    @Test("golden: a core sleep across midnight, three naps and the now hand, in Turkish")
    func golden() throws {
        try Snapshot.check(Samples.everyman.svg(language: .tr).renderedString(), named: "ring-everyman-tr.svg")
    }

    @Test("golden: the compact preview, an empty day and a block of a whole day")
    func edges() throws {
        var compact = Samples.everyman
        compact.style = .compact
        compact.size = 96
        compact.nowMinute = nil
        try Snapshot.check(compact.svg(language: .en).renderedString(), named: "ring-compact.svg")
        try Snapshot.check(DayRing(id: "none", title: "No plan", blocks: []).svg(language: .en).renderedString(), named: "ring-empty.svg")
        let allDay = DayRing(id: "all", title: "All day", blocks: [.init(label: "Sleep", startMinute: 600, durationMinutes: 2000)])
        try Snapshot.check(allDay.svg(language: .en).renderedString(), named: "ring-whole-day.svg")
    }

    @Test("a block across midnight is one arc from its start, clockwise over the top")
    func acrossMidnight() throws {
        // setup: 23:00 for 3 h 30 min
        let block = DayRing.Block(label: "Core", startMinute: 23 * 60, endMinute: 150)
        let dial = Dial(center: Point(x: 120, y: 120))
        // act
        let path = dial.sector(outer: 116, inner: 94, from: Double(block.startMinute) / 1440, to: Double(block.startMinute + block.durationMinutes) / 1440)
        // check: starts at 23:00 (left of twelve), ends at 02:30 (right of twelve), small arcs
        #expect(block.durationMinutes == 210)
        let start = dial.point(radius: 116, turns: 23.0 / 24)
        let end = dial.point(radius: 116, turns: 26.5 / 24)
        #expect(start.x < 120 && end.x > 120 && start.y < 120 && end.y < 120)
        #expect(path.data.hasPrefix("M\(HTMLNumber.format(start.x)) \(HTMLNumber.format(start.y)) A116 116 0 0 1 \(HTMLNumber.format(end.x)) \(HTMLNumber.format(end.y))"))
    }

    @Test("block times: end before start means the next day; equal means a whole day")
    func blockTimes() {
        #expect(DayRing.Block(label: "a", startMinute: 1380, endMinute: 60).durationMinutes == 120)
        #expect(DayRing.Block(label: "b", startMinute: 60, endMinute: 60).durationMinutes == 1440)
        #expect(DayRing.Block(label: "c", startMinute: -60, durationMinutes: 30).startMinute == 1380)
        #expect(DayRing.Block(label: "d", startMinute: 0, durationMinutes: -5).durationMinutes == 0)
    }

    @Test("the table lists each block with 24-hour times and a localized duration")
    func table() {
        // act
        let table = Samples.everyman.dataTable(language: .tr)
        // check
        #expect(table.columns == ["Blok", "Başlangıç", "Bitiş", "Süre"])
        #expect(table.rows[0] == .init(header: "Core", cells: ["23:00", "02:30", "3 sa 30 dk"]))
        #expect(table.rows[1].cells == ["08:00", "08:20", "20 dk"])
    }

    @Test("the now hand and the hour labels at 0, 6, 12 and 18, in the reader's clock")
    func hands() {
        // act
        let french = Samples.everyman.svg(language: .fr).renderedString()
        let turkish = Samples.everyman.svg(language: .tr).renderedString()
        let english = Samples.everyman.svg(language: .en).renderedString().replacingOccurrences(of: "\u{202F}", with: " ")
        // check
        #expect(french.contains("<title>Maintenant\u{202F}: 13:10</title>"))
        for hour in ["00 h", "06 h", "12 h", "18 h"] { #expect(french.contains(">\(hour)</text>")) }
        for hour in ["00", "06", "12", "18"] { #expect(turkish.contains(">\(hour)</text>")) }
        for hour in ["12 AM", "6 AM", "12 PM", "6 PM"] { #expect(english.contains(">\(hour)</text>")) }
        #expect(english.contains("1:10 PM</title>"), "English reads the now hand on a 12-hour clock")
        #expect(SVGProbe.count("<line class=\"chart-", in: french) == 24 + 1)
    }

    @Test("the side hour labels end before their ticks: \"6 PM\" no longer straddles the 18:00 tick", arguments: Language.allCases)
    func labelsClearTicks(language: Language) throws {
        // setup
        let svg = Samples.everyman.svg(language: language).renderedString()
        let dial = Dial(center: Point(x: Samples.everyman.size / 2, y: Samples.everyman.size / 2))
        // act and check: each side label's extent stays on its own side of the tick's inner end
        for (hour, side) in [(6, 1.0), (18, -1.0)] {
            let text = ClockText.hour(hour, language)
            let x = try #require(SVGProbe.attribute("x", ofLast: "<text", before: ">\(text)</text>", in: svg))
            let anchor = svg.range(of: ">\(text)</text>").map { svg[..<$0.lowerBound].suffix(120) } ?? ""
            let width = TextFit.width(text, fontSize: 11)
            let outerEdge = anchor.contains("text-anchor=\"middle\"") ? x + side * width / 2 : x
            let inner = DayRing.innerRadius(size: Samples.everyman.size)
            let tickEnd = dial.point(radius: inner - DayRing.majorTickInset, turns: Double(hour) / 24).x
            #expect(side * (tickEnd - outerEdge) >= DayRing.labelGap - 0.01, "\(language) \(text): \(outerEdge) vs tick \(tickEnd)")
        }
    }
}
