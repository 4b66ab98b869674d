import Foundation
import Localization
import ServerCore
import SleepKit
import Vapor

/// Helpers of the setup forms: the new account's defaults and the errors they answer.
enum SleepSetup {
    /// Every account's schedule keeps this id (the calendar feed's UIDs build on the account instead).
    static let scheduleID = "polysleep"

    /// The custom editor's starting point: no blocks yet.
    static var emptySchedule: SleepSchedule { SleepSchedule(id: scheduleID, name: "Custom", blocks: []) }

    /// The zone the form names when it is a real one, else the browser's (the `suite_tz`
    /// cookie), else UTC.
    static func zone(_ identifier: String?, _ req: Request) -> TimeZone {
        if let identifier, TimeZone.knownTimeZoneIdentifiers.contains(identifier), let zone = TimeZone(identifier: identifier) {
            return zone
        }
        return req.timeZone
    }

    /// Creates the account's profile with its first schedule; the adaptation starts today.
    static func create(_ store: SleepStore, schedule: SleepSchedule, zone: TimeZone, req: Request) async throws {
        let now = req.sleepNow
        let today = DayKey(now, calendar: SleepAccount.calendar(in: zone)).startDate(in: SleepAccount.calendar(in: zone))
        try await store.start(schedule: schedule, timeZone: zone, language: req.language,
                              adaptation: Adaptation(startDate: today, difficulty: schedule.difficulty), now: now)
    }

    /// Where "Add nap/core" puts a new block of `minutes`: centred in the largest free gap of the
    /// day (the wrap past midnight included), on a 5-minute mark, so it lands after the block
    /// before that gap with room on both sides instead of blindly two hours after the last block
    /// (which wrapped a late core's "+2 h" to 02:00, at the top of the list). 14:00 in an empty schedule.
    static func nextFreeStart(_ schedule: SleepSchedule, minutes: Int) -> TimeOfDay {
        let blocks = schedule.blocks.sorted { $0.start < $1.start }
        guard !blocks.isEmpty else { return TimeOfDay(hour: 14) }
        let day = TimeOfDay.minutesPerDay
        // Each gap runs from a block's end to the next block's start (the first one tomorrow).
        let gaps = blocks.indices.map { index -> (start: Int, length: Int) in
            let next = index + 1 < blocks.count ? blocks[index + 1].start.minutes : blocks[0].start.minutes + day
            return (blocks[index].endMinutes, next - blocks[index].endMinutes)
        }
        // The first of the largest gaps in day order wins a tie, so the proposal is predictable.
        let widest = gaps.reduce(gaps[0]) { $1.length > $0.length ? $1 : $0 }
        let centred = widest.start + max(0, (widest.length - minutes) / 2)
        return TimeOfDay(minutes: ((centred + 2) / 5 * 5) % day)
    }

    /// The kit's messages for a schedule that cannot be saved.
    static func issuesError(_ draft: ScheduleDraft, _ language: Language, issues: [ScheduleIssue]? = nil) -> AppError {
        let schedule = draft.schedule
        let messages = (issues ?? draft.issues.filter { $0.severity == .error }).map { $0.message(for: schedule, in: language) }
        return AppError(.unprocessableEntity, code: "sleep_schedule_invalid", detail: messages.joined(separator: " "),
                        field: "blocks", errors: messages.map { FieldProblem(field: "blocks", reason: $0) })
    }

    /// Rows whose start, length or kind could not be read.
    static func rowError(_ problems: [ScheduleForm.RowProblem]) -> AppError {
        AppError(.unprocessableEntity, code: "invalid_field", detail: "Some rows could not be read.",
                 field: problems.first.map { "\($0.field.rawValue)[\($0.row)]" },
                 errors: problems.map { FieldProblem(field: "\($0.field.rawValue)[\($0.row)]", reason: "Not a valid value.") })
    }

    /// The edited draft for a script (the editor page renders it for a form).
    static func draftResponse(_ req: Request, _ draft: ScheduleDraft) throws -> Response {
        let response = Response(status: .ok)
        try response.content.encode(DraftDTO(draft, language: req.language), as: .json)
        return response
    }
}

/// The editor's draft after an edit: its blocks in order and the kit's messages.
struct DraftDTO: Content {
    struct Block: Content { let id: String; let kind: String; let start: String; let minutes: Int }
    let name: String
    let blocks: [Block]
    let messages: [String]
    let canSave: Bool

    init(_ draft: ScheduleDraft, language: Language) {
        name = draft.schedule.name
        blocks = draft.schedule.blocks.map { Block(id: $0.id, kind: $0.kind.rawValue, start: $0.start.description, minutes: $0.durationMinutes) }
        messages = draft.messages(in: language)
        canSave = draft.canSave
    }
}
