import Foundation
import Localization

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
                title: SleepReminderText.snoozeStartTitle.text(language, args),
                body: SleepReminderText.snoozeStartBody.text(language, args),
                categoryId: NotificationCategory.blockStart, interruptionLevel: .timeSensitive, sound: reminderSound,
                occurrence: occurrence, chainId: request.chainId, snoozeCount: count)
        case .wakeAlarm, .snoozedWake:
            return NotificationRequest(
                id: "\(request.chainId).snooze\(count)", kind: .snoozedWake,
                fireDate: now.addingTimeInterval(TimeInterval(settings.wakeSnoozeMinutes * 60)),
                title: SleepReminderText.snoozeWakeTitle.text(language),
                body: SleepReminderText.snoozeWakeBody.text(count: settings.wakeSnoozeMinutes, language),
                categoryId: NotificationCategory.wake, interruptionLevel: .timeSensitive, sound: alarmSound,
                occurrence: occurrence, chainId: request.chainId, snoozeCount: count)
        case .dailyReminder:
            return nil
        }
    }
}
