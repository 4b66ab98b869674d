import Foundation

/// What the app must do after a notification action was applied to the history.
public struct ActionOutcome: Hashable, Sendable {
    /// The record after the change.
    public let record: BlockRecord?
    /// Requests to add (a snooze, or the wake alarm moved to actual start + duration).
    public let requestsToAdd: [NotificationRequest]
    /// Requests to withdraw (the wake alarm of a cancelled block, the rest of a chain).
    public let requestIdsToRemove: [String]
    /// True after "I'm awake": show the "Nasıl hissettiniz?" rating (`SleepTodayText.ratingQuestion`).
    public let asksForRating: Bool
    /// True when Snooze was pressed but the chain had reached its maximum.
    public let snoozeLimitReached: Bool
    /// Set when "I'm awake" came sooner than ``SleepHistory/minimumSleep`` after the block
    /// began: this record was removed from the history (not slept), and storage must drop it too.
    public var tooShort: BlockRecord? = nil
}

/// Applies the notification actions (Start / Snooze / Cancel / I'm awake) to the history
/// (docs/apps/sleep.md#actions).
public struct NotificationActionHandler: Sendable {
    public let planner: NotificationPlanner

    public init(planner: NotificationPlanner) { self.planner = planner }

    /// Handles `action` pressed on `request` at `now`, updating `history` in place.
    public func handle(
        _ action: NotificationActionID, on request: NotificationRequest, at now: Date, history: inout SleepHistory
    ) -> ActionOutcome {
        guard let occurrence = request.occurrence else { return outcome(nil) }
        let wakeId = NotificationPlanner.wakeAlarmId(for: occurrence)
        switch action {
        case .start:
            let record = history.update(occurrence) {
                $0.status = .inProgress
                $0.actualStart = now
            }
            // The alarm follows the real start so the block keeps its planned length.
            let duration = occurrence.end.timeIntervalSince(occurrence.start)
            let alarm = planner.settings.automaticAlarms ? [planner.wakeAlarm(for: occurrence, at: now.addingTimeInterval(duration))] : []
            return outcome(record, add: alarm)
        case .snooze:
            guard let next = planner.snooze(request, at: now) else {
                return outcome(history[occurrence.id], limitReached: true)
            }
            let record = history.update(occurrence) {
                $0.snoozeCount += 1
                if request.kind == .blockStart || request.kind == .snoozedStart { $0.status = .snoozed }
            }
            return outcome(record, add: [next])
        case .cancel:
            let record = history.update(occurrence) { $0.status = .missed }
            return outcome(record, remove: [wakeId])
        case .awake:
            // Slept without tapping Start: the block began as planned.
            let start = history[occurrence.id]?.actualStart ?? occurrence.start
            switch history.end(occurrence, sleptFrom: start, at: now) {
            case .slept(let record): return outcome(record, remove: [wakeId], rating: true)
            case .tooShort(let record):
                return ActionOutcome(record: nil, requestsToAdd: [], requestIdsToRemove: [wakeId], asksForRating: false,
                                     snoozeLimitReached: false, tooShort: record)
            }
        }
    }

    private func outcome(
        _ record: BlockRecord?, add: [NotificationRequest] = [], remove: [String] = [], rating: Bool = false,
        limitReached: Bool = false
    ) -> ActionOutcome {
        ActionOutcome(record: record, requestsToAdd: add, requestIdsToRemove: remove, asksForRating: rating,
                      snoozeLimitReached: limitReached)
    }
}
