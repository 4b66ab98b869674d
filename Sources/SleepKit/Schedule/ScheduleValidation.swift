import Foundation

/// Limits the validator applies; public so the editor can show them next to the fields.
public enum ScheduleRules {
    /// Below this gap between two blocks a schedule is rejected.
    public static let minimumGapMinutes = 60
    /// Below this gap the schedule is accepted with a warning.
    public static let comfortableGapMinutes = 120
    public static let napRange = 10...45
    public static let minimumCoreMinutes = 60
}

/// One finding of the validator: errors block saving, warnings only inform.
public enum ScheduleIssue: Hashable, Sendable {
    case noBlocks
    case duplicateBlockId(String)
    case overlap(String, String)
    case gapTooShort(after: String, before: String, minutes: Int)
    case gapShort(after: String, before: String, minutes: Int)
    case totalTooLong(minutes: Int)
    case napDuration(blockId: String, minutes: Int)
    case coreTooShort(blockId: String, minutes: Int)

    public enum Severity: Sendable { case error, warning }

    public var severity: Severity {
        if case .gapShort = self { return .warning }
        return .error
    }
}

extension SleepSchedule {
    /// Checks overlaps (also across midnight), gaps, the daily total and per-kind durations.
    public func validate() -> [ScheduleIssue] {
        guard !blocks.isEmpty else { return [.noBlocks] }
        var issues: [ScheduleIssue] = []
        var seen = Set<String>()
        for block in blocks where !seen.insert(block.id).inserted {
            issues.append(.duplicateBlockId(block.id))
        }
        for block in blocks {
            switch block.kind {
            case .nap where !ScheduleRules.napRange.contains(block.durationMinutes):
                issues.append(.napDuration(blockId: block.id, minutes: block.durationMinutes))
            case .core where block.durationMinutes < ScheduleRules.minimumCoreMinutes:
                issues.append(.coreTooShort(blockId: block.id, minutes: block.durationMinutes))
            default: break
            }
        }
        if totalMinutes >= TimeOfDay.minutesPerDay { issues.append(.totalTooLong(minutes: totalMinutes)) }
        issues += overlapIssues()
        issues += gapIssues()
        return issues
    }

    /// True when there is no error (warnings allowed).
    public var isValid: Bool { !validate().contains { $0.severity == .error } }

    /// Every pair of blocks that shares time on the daily circle, so a 23:00–01:00 core also clashes with 00:30.
    private func overlapIssues() -> [ScheduleIssue] {
        var issues: [ScheduleIssue] = []
        for (i, a) in blocks.enumerated() {
            for b in blocks[(i + 1)...] where Self.sharesTime(a, b) {
                issues.append(.overlap(a.id, b.id))
            }
        }
        return issues
    }

    private static func sharesTime(_ a: SleepBlock, _ b: SleepBlock) -> Bool {
        (-1...1).contains { day in
            let start = b.start.minutes + day * TimeOfDay.minutesPerDay
            return a.start.minutes < start + b.durationMinutes && start < a.endMinutes
        }
    }

    /// Gap from each block to the following one, the last wrapping to the first block of the next day.
    private func gapIssues() -> [ScheduleIssue] {
        guard blocks.count > 1 else { return [] }
        var issues: [ScheduleIssue] = []
        for (index, block) in blocks.enumerated() {
            let nextIndex = (index + 1) % blocks.count
            let next = blocks[nextIndex]
            let nextStart = next.start.minutes + (nextIndex == 0 ? TimeOfDay.minutesPerDay : 0)
            let gap = nextStart - block.endMinutes
            if gap < 0 { continue }  // reported as an overlap
            if gap < ScheduleRules.minimumGapMinutes {
                issues.append(.gapTooShort(after: block.id, before: next.id, minutes: gap))
            } else if gap < ScheduleRules.comfortableGapMinutes {
                issues.append(.gapShort(after: block.id, before: next.id, minutes: gap))
            }
        }
        return issues
    }
}
