import Charts
import Localization
import SleepKit

/// `/sleep/schedule`: the schedule editor. Blocks as rows (kind, start, length), add / remove /
/// shift all, the kit's validation messages, a 24-hour preview, and Save (with a confirmation
/// when the change restarts the adaptation). Works as plain form posts; each button re-renders
/// the draft.
struct SleepEditorPage: Sendable {
    struct Row: Sendable {
        let id: String
        let kind: BlockKind
        let start: String
        let minutes: String
        let name: String
    }

    let name: String
    let rows: [Row]
    /// The kit's messages: errors block Save, warnings only inform. A draft nobody has touched
    /// yet (a new empty one) shows no errors.
    let errors: [String]
    let warnings: [String]
    /// Rows the server could not read ("Block 2: enter a start time, such as 14:00.").
    let rowProblems: [ScheduleForm.RowProblem]
    let totalMinutes: Int
    let ring: DayRing
    /// Save was pressed and the change restarts the adaptation: ask first.
    let needsConfirmation: Bool
    /// A first schedule made in the editor (no account yet).
    let isFirstSchedule: Bool

    init(
        draft: ScheduleDraft, language: Language, ringTitle: String, rowProblems: [ScheduleForm.RowProblem] = [],
        rawRows: ScheduleForm? = nil, showsErrors: Bool = true, needsConfirmation: Bool = false, isFirstSchedule: Bool = false
    ) {
        let schedule = draft.schedule
        name = schedule.name
        if let rawRows, !rowProblems.isEmpty {
            // Rows that could not be read are shown as typed, so the user can fix them.
            let count = max(rawRows.kind?.count ?? 0, rawRows.start?.count ?? 0, rawRows.minutes?.count ?? 0)
            rows = (0..<count).map { index in
                let kind = rawRows.kind?[safeIndex: index].flatMap(BlockKind.init(rawValue:)) ?? .nap
                return Row(id: rawRows.id?[safeIndex: index] ?? "", kind: kind, start: rawRows.start?[safeIndex: index] ?? "",
                           minutes: rawRows.minutes?[safeIndex: index] ?? "", name: kind.name(language))
            }
        } else {
            rows = schedule.blocks.map {
                Row(id: $0.id, kind: $0.kind, start: $0.start.description, minutes: String($0.durationMinutes),
                    name: schedule.displayName(of: $0, in: language))
            }
        }
        errors = showsErrors ? draft.issues.filter { $0.severity == .error }.map { $0.message(for: schedule, in: language) } : []
        warnings = draft.issues.filter { $0.severity == .warning }.map { $0.message(for: schedule, in: language) }
        self.rowProblems = rowProblems
        totalMinutes = schedule.totalMinutes
        ring = ScheduleRing.make(id: "editor-ring", title: ringTitle, schedule: schedule, language: language)
        self.needsConfirmation = needsConfirmation
        self.isFirstSchedule = isFirstSchedule
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
