import Foundation

extension ScheduleIssue {
    /// A clear, localized sentence naming the blocks involved (by their display names).
    public func message(for schedule: SleepSchedule, in language: Language) -> String {
        func name(_ id: String) -> String {
            schedule.block(id: id).map { schedule.displayName(of: $0, in: language) } ?? id
        }
        switch self {
        case .noBlocks:
            return L10n.text(.issueNoBlocks, language)
        case .duplicateBlockId(let id):
            return L10n.text(.issueDuplicateId, language, ["block": id])
        case .overlap(let a, let b):
            return L10n.text(.issueOverlap, language, ["block": name(a), "other": name(b)])
        case .gapTooShort(let a, let b, let minutes), .gapShort(let a, let b, let minutes):
            let key: L10nKey = severity == .error ? .issueGapTooShort : .issueGapShort
            return L10n.text(key, language, ["block": name(a), "other": name(b), "minutes": "\(minutes)"])
        case .totalTooLong(let minutes):
            return L10n.text(.issueTotalTooLong, language, ["hours": L10n.hours(minutes: minutes, language)])
        case .napDuration(let id, let minutes):
            return L10n.text(.issueNapDuration, language, ["block": name(id), "minutes": "\(minutes)"])
        case .coreTooShort(let id, let minutes):
            return L10n.text(.issueCoreTooShort, language, ["block": name(id), "minutes": "\(minutes)"])
        }
    }
}
