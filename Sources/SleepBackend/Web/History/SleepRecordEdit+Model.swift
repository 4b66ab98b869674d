import Foundation
import Localization
import SleepKit
import Vapor

/// `/sleep/history/:occurrence`: one block's record as a form (status, when the user fell
/// asleep and woke up, restedness 1–5, note). A block that has not begun and has no record is
/// not in the history yet; neither is a block of another account's plan (both 404).
struct SleepRecordEditPage: Sendable {
    let occurrenceID: String
    let name: String
    let dayTitle: String
    let planned: String
    let zone: String
    /// What the fields show: the stored record, or what the user typed when it came back with errors.
    let values: SleepRecordForm
    /// Field name → the sentence saying what is wrong with it.
    let errors: [String: String]
    let hasRecord: Bool

    init(
        account: SleepAccount, occurrence: BlockOccurrence, record: BlockRecord?, values: SleepRecordForm? = nil,
        errors: [String: String] = [:], language: Language
    ) {
        let schedule = account.scheduleCalendar(on: occurrence.day)
        occurrenceID = occurrence.id
        name = schedule.name(of: occurrence, language)
        dayTitle = LocalizedFormats.shared(language: language, timeZone: account.calendar.timeZone)
            .date(occurrence.day.startDate(in: account.calendar), .weekdayDayAndMonth)
        planned = "\(schedule.timeText(of: occurrence.start, language))–\(schedule.timeText(of: occurrence.end, language))"
        zone = account.timeZone.identifier
        self.values = values ?? SleepRecordForm(record ?? BlockRecord(occurrence: occurrence, status: .done), calendar: schedule)
        self.errors = errors
        hasRecord = record != nil
    }
}

/// The edit form as posted. Times are "HH:mm" wall times; empty fields are allowed where the
/// status does not need them.
struct SleepRecordForm: Content, Sendable {
    var status: String
    var actualStart: String?
    var actualEnd: String?
    var restedness: String?
    var note: String?

    /// The form showing `record`; a running block is offered as done (saving ends it).
    init(_ record: BlockRecord, calendar: ScheduleCalendar) {
        status = BlockRecordEdit.editableStatuses.contains(record.status) ? record.status.rawValue : BlockStatus.done.rawValue
        actualStart = record.actualStart.map { calendar.wallTime(of: $0).description }
        actualEnd = record.actualEnd.map { calendar.wallTime(of: $0).description }
        restedness = record.restedness.map { String($0.rawValue) }
        note = record.note
    }

    /// The edit, or each wrong field with its message in `language`.
    func edit(_ language: Language) -> Result<BlockRecordEdit, RecordFieldErrors> {
        var errors: [String: String] = [:]
        let status = BlockStatus(rawValue: status).flatMap { BlockRecordEdit.editableStatuses.contains($0) ? $0 : nil }
        if status == nil { errors["status"] = SleepText.recordStatusError.text(language) }
        func time(_ text: String?, _ field: String) -> TimeOfDay? {
            let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !trimmed.isEmpty else { return nil }
            guard let value = TimeOfDay(trimmed) else {
                errors[field] = SleepText.recordTimeError.text(language)
                return nil
            }
            return value
        }
        let start = time(actualStart, "actualStart"), end = time(actualEnd, "actualEnd")
        var restedness: Restedness?
        if let text = self.restedness?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            restedness = Int(text).flatMap(Restedness.init(rawValue:))
            if restedness == nil { errors["restedness"] = SleepText.ratingLegend.text(language) }
        }
        let note = (self.note ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if note.count > SleepLimits.noteLength {
            errors["note"] = SleepText.recordNoteError.text(language, ["max": String(SleepLimits.noteLength)])
        }
        guard errors.isEmpty, let status else { return .failure(RecordFieldErrors(messages: errors)) }
        return .success(BlockRecordEdit(status: status, actualStart: start, actualEnd: end, restedness: restedness, note: note))
    }

    /// The kit's objections to the edited record, on the fields they concern (a missing time
    /// on whichever time is empty).
    func messages(for issues: [BlockRecordIssue], _ language: Language) -> RecordFieldErrors {
        var errors: [String: String] = [:]
        for issue in issues {
            if issue == .doneWithoutTimes {
                for (field, value) in [("actualStart", actualStart), ("actualEnd", actualEnd)] where (value ?? "").isEmpty {
                    errors[field] = issue.message(language)
                }
            } else {
                errors[issue.field] = issue.message(language)
            }
        }
        return RecordFieldErrors(messages: errors)
    }
}

/// Form fields that cannot be saved, each with the sentence saying why.
struct RecordFieldErrors: Error, Equatable {
    let messages: [String: String]
}
