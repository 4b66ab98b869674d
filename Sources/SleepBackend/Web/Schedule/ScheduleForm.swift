import Foundation
import SleepKit
import Vapor

/// The schedule editor's form: one row per block (parallel `id[]`, `kind[]`, `start[]`,
/// `minutes[]` fields, so it works without a script) plus the button pressed.
struct ScheduleForm: Content {
    var name: String?
    var id: [String]?
    var kind: [String]?
    var start: [String]?
    var minutes: [String]?
    /// `save`, `add-nap`, `add-core`, `remove:<block id>`, `shift` (with `shiftMinutes`) or `shift:<minutes>`, `template`.
    var action: String?
    /// For `shift`: minutes, negative moves earlier.
    var shiftMinutes: Int?
    /// For `template`: a `ScheduleTemplate` raw value.
    var template: String?
    /// The browser's zone, for a first schedule made in the editor.
    var timeZone: String?
    /// "1" once the user confirmed a change that restarts the adaptation.
    var confirm: String?

    enum Action: Equatable {
        case save, addNap, addCore, remove(String), shift(Int), template(ScheduleTemplate)
    }

    /// A row that could not be read, by its 1-based position.
    struct RowProblem: Equatable {
        enum Field: String { case start, minutes, kind }
        let row: Int
        let field: Field
    }

    /// The pressed button (save when none was named).
    func pressedAction() throws -> Action {
        switch action ?? "save" {
        case "save": return .save
        case "add-nap": return .addNap
        case "add-core": return .addCore
        case "shift":
            guard let minutes = shiftMinutes, abs(minutes) < TimeOfDay.minutesPerDay else { throw SleepError.invalid(field: "shiftMinutes") }
            return .shift(minutes)
        case "template":
            guard let template = template.flatMap(ScheduleTemplate.init(rawValue:)) else { throw SleepError.invalid(field: "template") }
            return .template(template)
        case let other where other.hasPrefix("shift:"):
            // The editor's −30 / +30 buttons carry their minutes in the action itself.
            guard let minutes = Int(other.dropFirst("shift:".count)), abs(minutes) < TimeOfDay.minutesPerDay
            else { throw SleepError.invalid(field: "action") }
            return .shift(minutes)
        case let other where other.hasPrefix("remove:"):
            return .remove(String(other.dropFirst("remove:".count)))
        default: throw SleepError.invalid(field: "action")
        }
    }

    /// The rows as blocks of `base` (its id, name, template and difficulty kept), and what could not be read.
    func draft(from base: SleepSchedule) -> (ScheduleDraft, [RowProblem]) {
        let kinds = kind ?? [], starts = start ?? [], lengths = minutes ?? [], ids = id ?? []
        var problems: [RowProblem] = []
        var blocks: [SleepBlock] = []
        for index in 0..<max(kinds.count, starts.count, lengths.count) {
            let row = index + 1
            let blockKind = kinds[safe: index].flatMap(BlockKind.init(rawValue:))
            let time = starts[safe: index].flatMap { TimeOfDay($0.trimmingCharacters(in: .whitespaces)) }
            let length = lengths[safe: index].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                .flatMap { (1..<TimeOfDay.minutesPerDay).contains($0) ? $0 : nil }
            if blockKind == nil { problems.append(RowProblem(row: row, field: .kind)) }
            if time == nil { problems.append(RowProblem(row: row, field: .start)) }
            if length == nil { problems.append(RowProblem(row: row, field: .minutes)) }
            guard let blockKind, let time, let length else { continue }
            let blockID = ids[safe: index].flatMap { $0.isEmpty ? nil : String($0.prefix(32)) } ?? "\(blockKind.rawValue)\(row)"
            blocks.append(SleepBlock(id: blockID, start: time, durationMinutes: length, kind: blockKind))
        }
        var schedule = base
        schedule.setBlocks(blocks)
        if let name = name?.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty { schedule.name = String(name.prefix(60)) }
        return (ScheduleDraft(schedule), problems)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
