import Foundation

/// Every user-facing text of SleepKit; the table must define each one in each language.
public enum L10nKey: String, CaseIterable, Sendable {
    case kindCore, kindNap
    case durationHoursMinutes, durationHours, durationMinutes
    case startTitle, startBody, snoozeStartTitle, snoozeStartBody
    case wakeTitle, wakeBody, snoozeWakeTitle, snoozeWakeBody
    case dailyTitle, dailyBody
    case actionStart, actionSnooze, actionCancel, actionAwake
    case countdown, todayGoal, statusAsleep, statusAwake, statusFinishedNext, statusNext, ratingQuestion
    case widgetNextBlock, widgetNextLine, widgetPlannedToday, widgetStreak, widgetYesterdayScore
    case widgetStartNap, widgetAnalytics, widgetSetAlarm
    case issueNoBlocks, issueDuplicateId, issueOverlap, issueGapTooShort, issueGapShort
    case issueTotalTooLong, issueNapDuration, issueCoreTooShort
    case calendarSummary, calendarDescription, calendarAlarm
}
