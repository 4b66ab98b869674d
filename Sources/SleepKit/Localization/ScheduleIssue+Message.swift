import Foundation
import Localization

extension ScheduleIssue {
    /// A clear, localized sentence naming the blocks involved by kind and time ("Nap (2:40 PM–3:00 PM)"):
    /// display names are numbered by start time ("Nap 2"), so an edit that reorders the rows
    /// would make a number point at another row than the one the message means.
    public func message(for schedule: SleepSchedule, in language: Language) -> String {
        func name(_ id: String) -> String {
            schedule.block(id: id).map { $0.labelWithTimes(in: language) } ?? id
        }
        switch self {
        case .noBlocks:
            return ScheduleIssueText.noBlocks.text(language)
        case .duplicateBlockId(let id):
            return ScheduleIssueText.duplicateId.text(language, ["block": id])
        case .overlap(let a, let b):
            return ScheduleIssueText.overlap.text(language, ["block": name(a), "other": name(b)])
        case .gapTooShort(let a, let b, let minutes), .gapShort(let a, let b, let minutes):
            let key: ScheduleIssueText = severity == .error ? .gapTooShort : .gapShort
            return key.text(language, ["block": name(a), "other": name(b), "minutes": "\(minutes)"])
        case .totalTooLong(let minutes):
            let hours = SleepFormats.hours(minutes: minutes, .zoneless(language))
            return ScheduleIssueText.totalTooLong.text(language, ["hours": hours])
        case .napDuration(let id, let minutes):
            return ScheduleIssueText.napDuration.text(language, ["block": name(id), "minutes": "\(minutes)"])
        case .coreTooShort(let id, let minutes):
            return ScheduleIssueText.coreTooShort.text(language, ["block": name(id), "minutes": "\(minutes)"])
        }
    }
}

extension SleepBlock {
    /// "Nap (14:40–15:00)": the kind and the wall-clock span, which stay with the block whatever its row.
    public func labelWithTimes(in language: Language) -> String {
        let formats = LocalizedFormats.zoneless(language)
        return "\(kind.name(language)) (\(formats.wallTime(minutes: start.minutes))–\(formats.wallTime(minutes: endMinutes)))"
    }
}
