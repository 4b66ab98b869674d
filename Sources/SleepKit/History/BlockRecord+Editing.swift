import Foundation
import Localization

/// A History edit as the user typed it: wall times, not dates. The kit turns it into a record
/// (`BlockRecord.edited`) so the app and the web page read "23:40" the same way.
public struct BlockRecordEdit: Hashable, Sendable {
    public var status: BlockStatus
    /// When the user fell asleep and woke up, as wall times in the schedule's zone.
    public var actualStart: TimeOfDay?
    public var actualEnd: TimeOfDay?
    public var restedness: Restedness?
    public var note: String

    public init(status: BlockStatus, actualStart: TimeOfDay?, actualEnd: TimeOfDay?, restedness: Restedness?, note: String) {
        self.status = status
        self.actualStart = actualStart
        self.actualEnd = actualEnd
        self.restedness = restedness
        self.note = note
    }

    /// What a hand edit may set: a block is slept, missed or cancelled (running and snoozed
    /// belong to Start and the reminders).
    public static let editableStatuses: [BlockStatus] = [.done, .missed, .cancelled]
}

extension BlockRecord {
    /// The record of `occurrence` after `edit`: each time is read as the instant nearest to the
    /// planned one (a start typed as 23:50 for a 00:30 core is the evening before; a wake-up typed
    /// as 14:00 for a nap planned 14:00–14:20 is that afternoon, before the start, and validation
    /// says so rather than reading it as tomorrow). A block not slept keeps no times and no rating.
    /// Check the result with `validate()`.
    public static func edited(
        _ occurrence: BlockOccurrence, previous: BlockRecord?, edit: BlockRecordEdit, in calendar: ScheduleCalendar
    ) -> BlockRecord {
        var record = previous ?? BlockRecord(occurrence: occurrence, status: edit.status)
        record.status = edit.status
        record.note = edit.note
        guard edit.status == .done else {
            record.actualStart = nil
            record.actualEnd = nil
            record.restedness = nil
            return record
        }
        record.actualStart = edit.actualStart.map { calendar.instant(of: $0, near: occurrence.start) }
        record.actualEnd = edit.actualEnd.map { calendar.instant(of: $0, near: occurrence.end) }
        record.restedness = edit.restedness
        return record
    }
}

extension ScheduleCalendar {
    /// The instant showing wall time `time` that lies nearest to `reference`.
    public func instant(of time: TimeOfDay, near reference: Date) -> Date {
        let day = DayKey(reference, calendar: calendar)
        return (-1...1).map { resolve(day: day.adding(days: $0, calendar: calendar), minutes: time.minutes) }
            .min { abs($0.timeIntervalSince(reference)) < abs($1.timeIntervalSince(reference)) } ?? reference
    }
}

extension BlockRecordIssue {
    /// The edited field the problem belongs to: `actualStart` or `actualEnd`.
    public var field: String {
        switch self {
        case .startFarFromPlan, .doneWithoutTimes: "actualStart"
        case .endBeforeStart, .tooLong: "actualEnd"
        }
    }

    /// A sentence naming what is wrong, in `language`.
    public func message(_ language: Language) -> String {
        switch self {
        case .endBeforeStart: BlockRecordIssueText.endBeforeStart.text(language)
        case .doneWithoutTimes: BlockRecordIssueText.doneWithoutTimes.text(language)
        case .startFarFromPlan(let hours): BlockRecordIssueText.startFarFromPlan.text(language, ["hours": String(hours)])
        case .tooLong: BlockRecordIssueText.tooLong.text(language)
        }
    }
}

/// The History edit's validation messages (formal Turkish, "vous" in French).
public enum BlockRecordIssueText: String, LocalizedKey {
    case endBeforeStart, doneWithoutTimes, startFarFromPlan, tooLong

    public static let strings = StringTable<Self>(
        en: [
            .endBeforeStart: "The wake-up time must be after the time you fell asleep.",
            .doneWithoutTimes: "A block you slept needs the time you fell asleep and the time you woke up.",
            .startFarFromPlan: "That start is more than {hours} h from the plan: it belongs to another block.",
            .tooLong: "One block cannot last more than 24 hours.",
        ],
        tr: [
            .endBeforeStart: "Uyanma saati, uykuya dalma saatinden sonra olmalı.",
            .doneWithoutTimes: "Uyunan bir blok için uykuya dalma ve uyanma saatlerini girin.",
            .startFarFromPlan: "Bu başlangıç plandan {hours} saatten fazla uzak: başka bir bloğa ait.",
            .tooLong: "Bir blok 24 saatten uzun süremez.",
        ],
        fr: [
            .endBeforeStart: "L’heure de réveil doit suivre l’heure d’endormissement.",
            .doneWithoutTimes: "Pour un bloc dormi, indiquez l’heure d’endormissement et l’heure de réveil.",
            .startFarFromPlan: "Ce début est à plus de {hours} h du plan : il appartient à un autre bloc.",
            .tooLong: "Un bloc ne peut pas durer plus de 24 heures.",
        ])
}
