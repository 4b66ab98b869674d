import Foundation
import Localization

/// How hard a schedule is to adapt to, following the Polyphasic Sleep Wiki's rough grading.
public enum Difficulty: Int, Codable, Sendable, CaseIterable, Comparable {
    case easy = 1
    case moderate
    case hard
    case veryHard
    case extreme

    /// Typical adaptation length in days, used as the default for a new adaptation.
    public var typicalAdaptationDays: Int {
        switch self {
        case .easy: 7
        case .moderate: 14
        case .hard: 21
        case .veryHard: 28
        case .extreme: 42
        }
    }

    public static func < (lhs: Difficulty, rhs: Difficulty) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A named set of daily sleep blocks, interpreted in the user's current time zone.
public struct SleepSchedule: Identifiable, Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    /// The template it was made from, if any (kept so the UI can say "custom E3").
    public var template: ScheduleTemplate?
    public var difficulty: Difficulty
    /// Blocks, kept sorted by start time so "next block" and timelines can walk them in order.
    public private(set) var blocks: [SleepBlock]

    public init(
        id: String, name: String, blocks: [SleepBlock], difficulty: Difficulty = .moderate,
        template: ScheduleTemplate? = nil
    ) {
        self.id = id
        self.name = name
        self.template = template
        self.difficulty = difficulty
        self.blocks = blocks.sorted { $0.start < $1.start }
    }

    /// Planned sleep per day, in minutes.
    public var totalMinutes: Int { blocks.reduce(0) { $0 + $1.durationMinutes } }

    /// The block with this id, if present.
    public func block(id: String) -> SleepBlock? { blocks.first { $0.id == id } }

    /// Replaces the blocks (re-sorted); the edit path for custom schedules.
    public mutating func setBlocks(_ newBlocks: [SleepBlock]) {
        blocks = newBlocks.sorted { $0.start < $1.start }
    }

    /// The same schedule with every block moved by `minutes`, so all gaps and durations stay equal.
    public func shifted(byMinutes minutes: Int) -> SleepSchedule {
        var copy = self
        copy.setBlocks(blocks.map { block in
            var moved = block
            moved.start = block.start.adding(minutes: minutes)
            return moved
        })
        return copy
    }

    /// A display name per block: "Core", "Nap 1", "Nap 2" — numbered only when a kind repeats.
    public func displayName(of block: SleepBlock, in language: Language) -> String {
        let sameKind = blocks.filter { $0.kind == block.kind }
        let base = block.kind.name(language)
        guard sameKind.count > 1, let index = sameKind.firstIndex(where: { $0.id == block.id }) else { return base }
        return "\(base) \(index + 1)"
    }
}
