import Foundation
import Localization

extension ScheduleIssue {
    /// A clear, localized sentence naming the blocks involved (by their display names).
    public func message(for schedule: SleepSchedule, in language: Language) -> String {
        func name(_ id: String) -> String {
            schedule.block(id: id).map { schedule.displayName(of: $0, in: language) } ?? id
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
