import Foundation

/// One concrete instance of a block on one calendar day.
public struct BlockOccurrence: Identifiable, Hashable, Codable, Sendable {
    /// "<blockId>@<yyyy-MM-dd>": stable across re-planning and time-zone changes.
    public let id: String
    public let blockId: String
    public let kind: BlockKind
    /// The calendar day on which the block starts.
    public let day: DayKey
    public let start: Date
    public let end: Date

    public init(block: SleepBlock, day: DayKey, start: Date) {
        self.id = "\(block.id)@\(day)"
        self.blockId = block.id
        self.kind = block.kind
        self.day = day
        self.start = start
        self.end = start.addingTimeInterval(TimeInterval(block.durationMinutes * 60))
    }

    public var interval: DateInterval { DateInterval(start: start, end: end) }
    public var durationMinutes: Int { Int(end.timeIntervalSince(start) / 60) }

    /// True while `date` lies inside the block (start inclusive, end exclusive).
    public func contains(_ date: Date) -> Bool { start <= date && date < end }
}
