import Foundation

extension NotificationPlanner {
    /// The plan after what the user did, so a re-plan never brings back an alarm they answered.
    ///
    /// - A block that is done, missed or cancelled keeps no reminder or alarm (snoozes included).
    /// - A started block loses its start reminders; its wake alarm fires at the actual start plus
    ///   the planned length (the Start action's rule).
    /// - `active` requests (snoozes, and the wake alarm the Start action moved) are merged in and
    ///   replace a planned request with the same id.
    public func plan(
        from now: Date, days: Int = 7, history: SleepHistory, active: [NotificationRequest]
    ) -> NotificationPlan {
        window(adjusted(candidates(from: now, days: days), history: history, active: active), after: now)
    }

    /// The request with `id` as it was or will be delivered around `now` (yesterday to
    /// tomorrow): the notification a user answers, which may already lie in the past.
    public func request(id: String, near now: Date, active: [NotificationRequest]) -> NotificationRequest? {
        if let stored = active.first(where: { $0.id == id }) { return stored }
        guard id.hasPrefix(Self.idPrefix) else { return nil }
        let yesterday = DayKey(now, calendar: calendar.calendar).adding(days: -1, calendar: calendar.calendar)
        return candidates(from: yesterday.startDate(in: calendar.calendar), days: 3).first { $0.id == id }
    }

    /// The latest request of `occurrence`'s start chain that has fired by `now` and is still
    /// answerable (the block has not started): what a "Snooze" button next to it answers.
    public func firedStartRequest(
        for occurrence: BlockOccurrence, at now: Date, history: SleepHistory, active: [NotificationRequest]
    ) -> NotificationRequest? {
        let status = history[occurrence.id]?.status
        guard status == nil || status == .snoozed, now < occurrence.end else { return nil }
        let chain = [startReminder(for: occurrence)] + active.filter { $0.kind == .snoozedStart && $0.occurrence == occurrence }
        guard let fired = chain.filter({ $0.fireDate <= now }).max(by: { $0.snoozeCount < $1.snoozeCount }) else { return nil }
        // A snooze still to ring means the fired one was answered: nothing waits until it rings.
        if chain.contains(where: { $0.fireDate > now && $0.snoozeCount > fired.snoozeCount }) { return nil }
        return fired
    }

    func adjusted(_ planned: [NotificationRequest], history: SleepHistory, active: [NotificationRequest]) -> [NotificationRequest] {
        let activeIds = Set(active.map(\.id))
        return (planned.filter { !activeIds.contains($0.id) } + active).compactMap { request in
            guard let occurrence = request.occurrence, let record = history[occurrence.id] else { return request }
            switch record.status {
            case .done, .missed, .cancelled:
                return nil
            case .inProgress:
                switch request.kind {
                case .blockStart, .snoozedStart: return nil
                case .wakeAlarm:
                    let started = record.actualStart ?? occurrence.start
                    return wakeAlarm(for: occurrence, at: started.addingTimeInterval(occurrence.end.timeIntervalSince(occurrence.start)))
                case .snoozedWake, .dailyReminder: return request
                }
            case .snoozed:
                return request
            }
        }
    }
}
