import Foundation

/// What happened to one block occurrence.
public enum BlockStatus: String, Codable, Sendable, CaseIterable {
    /// Started, not yet ended.
    case inProgress
    case done
    /// Not slept (the Cancel action, or nothing recorded when it ended).
    case missed
    /// The start reminder was snoozed and the block has not started yet.
    case snoozed
    /// Removed ahead of time by the user; counts as not slept.
    case cancelled
}

/// "Dinçlik Seviyesi": how rested the user felt, 1 (exhausted) to 5 (fully rested).
public struct Restedness: RawRepresentable, Codable, Hashable, Sendable, Comparable {
    public let rawValue: Int

    /// Nil outside 1...5.
    public init?(rawValue: Int) {
        guard (1...5).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    public static func < (lhs: Restedness, rhs: Restedness) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The history entry of one block occurrence.
public struct BlockRecord: Identifiable, Codable, Hashable, Sendable {
    /// The occurrence id ("nap1@2025-06-10").
    public var id: String { occurrence.id }
    public let occurrence: BlockOccurrence
    public var actualStart: Date?
    public var actualEnd: Date?
    public var status: BlockStatus
    public var restedness: Restedness?
    public var note: String
    public var snoozeCount: Int

    public init(
        occurrence: BlockOccurrence, status: BlockStatus, actualStart: Date? = nil, actualEnd: Date? = nil,
        restedness: Restedness? = nil, note: String = "", snoozeCount: Int = 0
    ) {
        self.occurrence = occurrence
        self.status = status
        self.actualStart = actualStart
        self.actualEnd = actualEnd
        self.restedness = restedness
        self.note = note
        self.snoozeCount = snoozeCount
    }

    public var plannedStart: Date { occurrence.start }
    public var plannedEnd: Date { occurrence.end }

    /// Minutes actually slept (0 unless done with both times).
    public var actualMinutes: Double {
        guard status == .done, let start = actualStart, let end = actualEnd, end > start else { return 0 }
        return end.timeIntervalSince(start) / 60
    }
}
