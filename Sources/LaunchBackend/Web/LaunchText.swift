import Localization

/// SpaceNasa's web-only texts (the kit's `LaunchKitTables` hold what the screens share with the native app).
/// Turkish in the formal register, as the rest of the suite.
enum LaunchText: String, LocalizedKey {
    case appName, launcherTagline, sectionsLabel, tabPrograms, tabLaunches, tabFavourites
    case welcomeLabel, welcomeNext, welcomeStart, welcomeSkip, slideLabel
    case programsTitle, programsSubtitle
    case totalFlights, successRate, launchesPerYear, year, launchesCount, outcomes, successful, failed, partialFailure, historyFootnote
    case nextLaunch, noNextLaunch, allProgramLaunches, flightsLabel
    case listLabel, searchLabel, searchPlaceholder, searchSubmit, moreLaunches, moreLoaded
    case searchTitle, searchPrompt, searchScope, searchScopeSaved, searchShowingFirst, noMatches
    case refresh
    case countdownLabel, windowLabel, padLocalTime, mapLabel, coordinates, openInMaps, timelineTitle
    case linksTitle, webcast, webcastLive, updatesTitle, addToCalendar
    case remindMe, remindersOn, reminderDenied, reminderUnsupported, reminderSet
    case star, unstar, starSignIn, starred, unstarred, missionTitle
    case favouritesTitle, favouritesEmptyTitle, favouritesEmpty, browseLaunches
    case aboutTitle, aboutLink, dataSource, sourceUpstream, sourceSnapshot, requestsThisHour, requestsUsed
    case lastRefresh, notYet, aboutFooter
    case savedWhileOffline, savedWhileThrottled, savedWhileUpstreamFailing, savedWhileUpdating, searchOldestSaved
    case failedOffline, failedThrottled, failedUpstream, failedNotFound, tryAgain, moreFailed
    case invalidLaunchID, invalidStar
    case tabReminders, remindersTitle, remindersEmptyTitle, remindersEmpty, stopReminding, reminderAdded, reminderRemoved
    case remindSignIn, feedTitle, feedExplain, feedLinkLabel, feedReset, feedResetDone, feedCalendarName, invalidRemind, reminderTooLate, reminderDateTBD

    // Issue 35: a followed launch's news as a push
    case pushMovedTitle, pushMovedBody, pushScrubbedTitle, pushScrubbedBody, pushHoldTitle, pushHoldBody

    static let strings = StringTable<LaunchText>(en: english, tr: turkish, fr: french)
}
