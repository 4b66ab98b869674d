import Foundation
import Localization
import Observation

/// The schedule editor: pick a template, edit blocks, shift everything, see issues live.
@MainActor
@Observable
public final class ScheduleEditorViewModel {
    public private(set) var draft: SleepSchedule
    public private(set) var issues: [ScheduleIssue] = []
    public var language: Language

    public init(schedule: SleepSchedule, language: Language) {
        self.draft = schedule
        self.language = language
        revalidate()
    }

    /// Issue sentences for the form footer.
    public var messages: [String] { issues.map { $0.message(for: draft, in: language) } }
    /// Saving is allowed with warnings, not with errors.
    public var canSave: Bool { !issues.contains { $0.severity == .error } }

    /// Replaces the blocks with a template's, keeping the schedule's id.
    public func apply(_ template: ScheduleTemplate) {
        draft = template.makeSchedule(id: draft.id)
        revalidate()
    }

    /// Adds a block with the next free id ("nap3") and the kind's default length.
    public func addBlock(kind: BlockKind, start: TimeOfDay) {
        let prefix = kind.rawValue
        let number = (1...).first { n in !draft.blocks.contains { $0.id == "\(prefix)\(n)" } } ?? 1
        let block = SleepBlock(id: "\(prefix)\(number)", start: start, durationMinutes: kind == .nap ? 20 : 90, kind: kind)
        edit { $0.append(block) }
    }

    public func removeBlock(id: String) {
        edit { $0.removeAll { $0.id == id } }
    }

    public func updateBlock(id: String, start: TimeOfDay? = nil, durationMinutes: Int? = nil) {
        edit { blocks in
            guard let index = blocks.firstIndex(where: { $0.id == id }) else { return }
            if let start { blocks[index].start = start }
            if let durationMinutes { blocks[index].durationMinutes = durationMinutes }
        }
    }

    /// Moves the whole schedule, keeping gaps.
    public func shift(byMinutes minutes: Int) {
        draft = draft.shifted(byMinutes: minutes)
        revalidate()
    }

    /// The schedule to store, or nil while it has errors. `template` stays set: it records the origin.
    public func save() -> SleepSchedule? {
        canSave ? draft : nil
    }

    private func edit(_ change: (inout [SleepBlock]) -> Void) {
        var blocks = draft.blocks
        change(&blocks)
        draft.setBlocks(blocks)
        revalidate()
    }

    private func revalidate() { issues = draft.validate() }
}
