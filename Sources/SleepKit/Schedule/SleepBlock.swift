import Foundation

/// Whether a block is a long core sleep or a short nap; the validation limits differ.
public enum BlockKind: String, Codable, Sendable, CaseIterable {
    case core
    case nap

    /// The length a block added in the editor starts with.
    public var defaultMinutes: Int { self == .nap ? 20 : 90 }
}

/// One planned sleep period that repeats every day at the same wall-clock time.
public struct SleepBlock: Identifiable, Hashable, Codable, Sendable {
    /// Stable within its schedule ("core1", "nap2"); notification and history ids build on it.
    public var id: String
    public var start: TimeOfDay
    public var durationMinutes: Int
    public var kind: BlockKind

    public init(id: String, start: TimeOfDay, durationMinutes: Int, kind: BlockKind) {
        self.id = id
        self.start = start
        self.durationMinutes = durationMinutes
        self.kind = kind
    }

    /// End in minutes after the start day's midnight; above 1440 when the block crosses midnight.
    public var endMinutes: Int { start.minutes + durationMinutes }

    /// The wall-clock end time (wrapped into the day).
    public var end: TimeOfDay { start.adding(minutes: durationMinutes) }

    public var crossesMidnight: Bool { endMinutes > TimeOfDay.minutesPerDay }
}

extension SleepBlock {
    /// Convenience for templates and tests: a core starting at `hour:minute`.
    public static func core(_ id: String, _ hour: Int, _ minute: Int, minutes: Int) -> SleepBlock {
        SleepBlock(id: id, start: TimeOfDay(hour: hour, minute: minute), durationMinutes: minutes, kind: .core)
    }

    /// Convenience for templates and tests: a nap starting at `hour:minute`.
    public static func nap(_ id: String, _ hour: Int, _ minute: Int, minutes: Int = 20) -> SleepBlock {
        SleepBlock(id: id, start: TimeOfDay(hour: hour, minute: minute), durationMinutes: minutes, kind: .nap)
    }
}
