import Foundation
import Localization

/// A schedule being edited, as a value: the edits of the schedule editor and their live
/// validation. `ScheduleEditorViewModel` publishes one; a server edits one per form post.
public struct ScheduleDraft: Hashable, Sendable {
    public private(set) var schedule: SleepSchedule
    public private(set) var issues: [ScheduleIssue]

    public init(_ schedule: SleepSchedule) {
        self.schedule = schedule
        issues = schedule.validate()
    }

    /// Issue sentences for the form footer.
    public func messages(in language: Language) -> [String] { issues.map { $0.message(for: schedule, in: language) } }
    /// Saving is allowed with warnings, not with errors.
    public var canSave: Bool { !issues.contains { $0.severity == .error } }

    /// Replaces the blocks with a template's, keeping the schedule's id.
    public mutating func apply(_ template: ScheduleTemplate) {
        schedule = template.makeSchedule(id: schedule.id)
        revalidate()
    }

    /// Adds a block with the next free id ("nap3") and the kind's default length.
    public mutating func addBlock(kind: BlockKind, start: TimeOfDay) {
        let prefix = kind.rawValue
        let number = (1...).first { n in !schedule.blocks.contains { $0.id == "\(prefix)\(n)" } } ?? 1
        let block = SleepBlock(id: "\(prefix)\(number)", start: start, durationMinutes: kind.defaultMinutes, kind: kind)
        edit { $0.append(block) }
    }

    public mutating func removeBlock(id: String) {
        edit { $0.removeAll { $0.id == id } }
    }

    public mutating func updateBlock(id: String, start: TimeOfDay? = nil, durationMinutes: Int? = nil) {
        edit { blocks in
            guard let index = blocks.firstIndex(where: { $0.id == id }) else { return }
            if let start { blocks[index].start = start }
            if let durationMinutes { blocks[index].durationMinutes = durationMinutes }
        }
    }

    /// Moves the whole schedule, keeping gaps.
    public mutating func shift(byMinutes minutes: Int) {
        schedule = schedule.shifted(byMinutes: minutes)
        revalidate()
    }

    /// The schedule to store, or nil while it has errors. `template` stays set: it records the origin.
    public func save() -> SleepSchedule? { canSave ? schedule : nil }

    private mutating func edit(_ change: (inout [SleepBlock]) -> Void) {
        var blocks = schedule.blocks
        change(&blocks)
        schedule.setBlocks(blocks)
        revalidate()
    }

    private mutating func revalidate() { issues = schedule.validate() }
}
