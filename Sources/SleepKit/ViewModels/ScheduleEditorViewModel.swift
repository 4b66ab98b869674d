import Foundation
import Localization
import Observation

/// The schedule editor: pick a template, edit blocks, shift everything, see issues live.
@MainActor
@Observable
public final class ScheduleEditorViewModel {
    /// The edits and their validation live in ``ScheduleDraft``, which a server uses too.
    private var value: ScheduleDraft
    public var language: Language

    public init(schedule: SleepSchedule, language: Language) {
        value = ScheduleDraft(schedule)
        self.language = language
    }

    public var draft: SleepSchedule { value.schedule }
    public var issues: [ScheduleIssue] { value.issues }
    /// Issue sentences for the form footer.
    public var messages: [String] { value.messages(in: language) }
    /// Saving is allowed with warnings, not with errors.
    public var canSave: Bool { value.canSave }

    /// Replaces the blocks with a template's, keeping the schedule's id.
    public func apply(_ template: ScheduleTemplate) { value.apply(template) }

    /// Adds a block with the next free id ("nap3") and the kind's default length.
    public func addBlock(kind: BlockKind, start: TimeOfDay) { value.addBlock(kind: kind, start: start) }

    public func removeBlock(id: String) { value.removeBlock(id: id) }

    public func updateBlock(id: String, start: TimeOfDay? = nil, durationMinutes: Int? = nil) {
        value.updateBlock(id: id, start: start, durationMinutes: durationMinutes)
    }

    /// Moves the whole schedule, keeping gaps.
    public func shift(byMinutes minutes: Int) { value.shift(byMinutes: minutes) }

    /// The schedule to store, or nil while it has errors. `template` stays set: it records the origin.
    public func save() -> SleepSchedule? { value.save() }
}
