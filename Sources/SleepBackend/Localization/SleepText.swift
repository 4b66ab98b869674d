import Localization

/// Every text of the PolySleep web pages. SleepKit's own texts (countdown, status line, block
/// names, validation messages, notification texts) come from the kit in the same language.
enum SleepText: String, LocalizedKey {
    // App and tabs
    case appName, launcherTagline, tabsLabel, tabToday, tabSchedule, tabHistory, tabAnalytics, tabAlarms
    // Get started
    case welcomeTitle, welcomeIntro, changeScheduleTitle, changeScheduleWarning, templatesHeader
    case templateDetail, chooseTemplate, chooseTemplateLabel, customTitle, customSubtitle
    case difficultyEasy, difficultyModerate, difficultyHard, difficultyVeryHard, difficultyExtreme
    case adaptationHeader, adaptationNote, adaptationRange, stageReduction, stageAdjustment, stageStabilization
    // Today
    case todayTitle, ringTitle, ringCenterLabel, nextHeader, statusHeader, todayNumbersHeader, plannedToday
    case startButton, startBlockButton, awakeButton, blocksHeader, streakLabel, bestStreak, streakDaysOne, streakDaysOther
    case yesterdayScore, noScoreYet, todayInProgress, scoreSummary, adaptationDay, adaptationDone, restartAdaptation
    case reminderTitle, snoozeButton, skipButton, snoozedCard
    case ratingTitle, ratingLegend, ratingNote, ratingSave, rating1, rating2, rating3, rating4, rating5
    case statusPlanned, statusNotRecorded, statusDone, statusMissed, statusCancelled, statusSnoozed, statusInProgress
    case countdownLive, enableAlerts, alertsOn, alertsBlocked
    case widgetsTitle, widgetsIntro, widgetSmall, widgetMedium, widgetLarge, liveActivity, widgetsLink
    // Editor
    case editorTitle, editorName, editorBlocksHeader, editorKind, editorStart, editorMinutes, editorRemove
    case editorAddNap, editorAddCore, editorShiftEarlier, editorShiftLater, editorSave, editorTotal
    case hoursShort, editorRules, editorConfirm, editorRow, editorRowStartError, editorRowMinutesError, editorRowKindError, editorEmpty
    // History
    case historyTitle, historyMonthLabel, historyPrevious, historyNext, historyCalendarTitle, historyEmpty
    case historyDoneBlocksOne, historyDoneBlocksOther, historyRated, historyNote, historyPlannedAt, historyActual
    case recordTitle, recordStatus, recordFellAsleep, recordWokeUp, recordTimesFooter, recordRestedness, recordNoRating
    case recordSave, recordClear, recordStatusError, recordTimeError, recordNoteError
    // Analytics
    case analyticsTitle, adherenceTitle, adherenceWeek, actualVsPlanned, plannedSeries, actualSeries
    case restednessTitle, regularityTitle, regularityText, regularityNoData, noDataYet, scoreTitle, scoreParts, badgeLabel, analyticsEmpty
    case badgeNone, badgeBronze, badgeSilver, badgeGold, badgePlatinum
    // Alarms and notifications
    case alarmsTitle, automaticAlarms, alertStyleLabel, alertSound, alertVibration
    case frequencyLabel, frequencyAll, frequencyAlarms, frequencyNone
    case startLead, startSnooze, wakeSnooze, minutesHint, dailyReminder, dailyReminderTime
    case quietHours, quietStart, quietEnd, quietHint, saveSettings
    case comingUpHeader, comingUpFooter, comingUpEmpty, comingUpMore
    case calendarHeader, calendarFooter, calendarLink, calendarReset
    case timeZoneHeader, timeZoneLabel, timeZoneSave, timeZoneFooter
    case fieldInvalid, minutesInvalid, timeInvalid, quietEndInvalid, errorNotStarted, errorNotFound, errorRunning, errorNothingRunning, errorRecorded, errorInvalid

    static let strings = StringTable<SleepText>(en: english, tr: turkish, fr: french)
}

extension SleepText {
    /// "1 day" / "2 days"; French counts 0 as singular ("0 jour").
    static let streakDays = PluralKey(one: SleepText.streakDaysOne, other: .streakDaysOther)
    /// "{done} of 1 block" / "{done} of 3 blocks": the form follows the planned count (a
    /// monophasic day read "0 of 1 blocks").
    static let historyDoneBlocks = PluralKey(one: SleepText.historyDoneBlocksOne, other: .historyDoneBlocksOther)
}
