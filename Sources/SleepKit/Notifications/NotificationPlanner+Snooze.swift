import Foundation

extension NotificationPlanner {
    /// The follow-up of a snoozed start reminder or wake alarm, or nil once the chain has been
    /// snoozed `maxSnoozeCount` times (or the request kind cannot be snoozed).
    ///
    /// Ids are "<chain>.snooze<n>", so snoozing the same notification twice (a double tap, a
    /// retried action) yields the same id and replaces instead of doubling.
    public func snooze(_ request: NotificationRequest, at now: Date) -> NotificationRequest? {
        guard request.snoozeCount < settings.maxSnoozeCount, let occurrence = request.occurrence else { return nil }
        let count = request.snoozeCount + 1
        let args = texts(for: occurrence)
        switch request.kind {
        case .blockStart, .snoozedStart:
            return NotificationRequest(
                id: "\(request.chainId).snooze\(count)", kind: .snoozedStart,
                fireDate: now.addingTimeInterval(TimeInterval(settings.startSnoozeMinutes * 60)),
                title: L10n.text(.snoozeStartTitle, language, args),
                body: L10n.text(.snoozeStartBody, language, args),
                categoryId: NotificationCategory.blockStart, interruptionLevel: .timeSensitive, sound: reminderSound,
                occurrence: occurrence, chainId: request.chainId, snoozeCount: count)
        case .wakeAlarm, .snoozedWake:
            let minutes = ["minutes": "\(settings.wakeSnoozeMinutes)"]
            return NotificationRequest(
                id: "\(request.chainId).snooze\(count)", kind: .snoozedWake,
                fireDate: now.addingTimeInterval(TimeInterval(settings.wakeSnoozeMinutes * 60)),
                title: L10n.text(.snoozeWakeTitle, language),
                body: L10n.text(.snoozeWakeBody, language, minutes),
                categoryId: NotificationCategory.wake, interruptionLevel: .timeSensitive, sound: alarmSound,
                occurrence: occurrence, chainId: request.chainId, snoozeCount: count)
        case .dailyReminder:
            return nil
        }
    }
}
