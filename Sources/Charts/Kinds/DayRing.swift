import Localization
import Markup

/// A day on a 24-hour clock face: midnight at the top, noon at the bottom, each block (a sleep,
/// a nap) an arc, an optional "now" hand, and the total in the middle.
///
/// Times are minutes since local midnight as the app computed them; a block may run past
/// midnight (23:00 for 150 minutes ends at 01:30 and is drawn across the top).
public struct DayRing: Chart {
    public struct Block: Sendable, Equatable {
        public var label: String
        /// Minutes since midnight, wrapped into 0..<1440.
        public var startMinute: Int
        /// 0…1440; a longer block is drawn as the whole day.
        public var durationMinutes: Int
        /// The palette slot (0 for core sleep, 1 for naps, say).
        public var series: Int

        public init(label: String, startMinute: Int, durationMinutes: Int, series: Int = 0) {
            self.label = label
            self.startMinute = ((startMinute % 1440) + 1440) % 1440
            self.durationMinutes = Swift.min(Swift.max(durationMinutes, 0), 1440)
            self.series = series
        }

        /// A block from its start to its end; an end at or before the start means the next day.
        public init(label: String, startMinute: Int, endMinute: Int, series: Int = 0) {
            let length = ((endMinute - startMinute) % 1440 + 1440) % 1440
            self.init(label: label, startMinute: startMinute, durationMinutes: length == 0 ? 1440 : length, series: series)
        }

        var endMinute: Int { (startMinute + durationMinutes) % 1440 }
    }

    /// `full` has hour labels and the total in the middle; `compact` (a template preview in a
    /// list) only the ring and four ticks.
    public enum Style: Sendable {
        case full, compact
    }

    public var id: String
    public var title: String
    public var description: String?
    public var blocks: [Block]
    /// Where the "now" hand points, in minutes since midnight; no hand when `nil`.
    public var nowMinute: Int?
    /// The figure in the middle; the blocks' total duration when `nil`.
    public var centerValue: String?
    /// The line under it; "Total" when `nil`.
    public var centerLabel: String?
    public var style: Style
    public var size: Double
    public var layout: ChartLayout { .fluid }

    public init(
        id: String, title: String, description: String? = nil, blocks: [Block], nowMinute: Int? = nil,
        centerValue: String? = nil, centerLabel: String? = nil, style: Style = .full, size: Double = 240
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.blocks = blocks
        self.nowMinute = nowMinute.map { (($0 % 1440) + 1440) % 1440 }
        self.centerValue = centerValue
        self.centerLabel = centerLabel
        self.style = style
        self.size = size
    }

    var totalMinutes: Int { blocks.reduce(0) { $0 + $1.durationMinutes } }

    public func dataTable(language: Language) -> ChartDataTable {
        ChartDataTable(
            id: ChartIDs(id).table, caption: title,
            columns: [ChartText.block, .start, .end, .duration].map { $0.text(language) },
            rows: blocks.map { block in
                .init(
                    header: block.label,
                    cells: [
                        ClockText.time(minutes: block.startMinute, language), ClockText.time(minutes: block.endMinute, language),
                        ClockText.duration(minutes: block.durationMinutes, language),
                    ])
            },
            emptyText: ChartText.noData.text(language))
    }

    func summary(_ language: Language) -> String {
        guard !blocks.isEmpty else { return ChartText.noData.text(language) }
        return ChartText.summaryRing.text(
            language,
            ["blocks": ChartText.blocks.text(count: blocks.count, language),
             "total": ClockText.duration(minutes: totalMinutes, language)])
    }
}
