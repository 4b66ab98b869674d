import Foundation
import ServerCore
import SleepKit

/// The private calendar subscription: a secret URL per account whose feed carries the
/// schedule's blocks with the notification plan's alarms, so any phone calendar rings.
/// The URL's secret is ServerCore's `PrivateFeedToken` ("Reset link" bumps the account's
/// `calendarGeneration`, which ends every older URL).
struct CalendarFeed {
    let tokens: PrivateFeedToken

    init(secret: String) {
        tokens = PrivateFeedToken(secret: secret, purpose: "sleep-calendar")
    }

    /// The token in `/sleep/calendar/<token>.ics`.
    func token(userID: UUID, generation: Int) -> String {
        tokens.token(userID: userID, generation: generation)
    }

    /// The account and generation a token names, when its signature is this server's.
    func verify(_ token: String) -> (userID: UUID, generation: Int)? {
        tokens.verify(token)
    }

    /// The feed: the current schedule from the day it took effect, alarms as the settings have them.
    static func document(for account: SleepAccount, now: Date) -> String {
        var settings = account.settings
        settings.language = account.storedLanguage
        let current = account.versions[account.versions.count - 1]
        var schedule = current.schedule
        // A stable id per account: calendar apps update the events in place after an edit.
        schedule.id = "polysleep-\(account.userID.uuidString.lowercased())"
        let calendar = ScheduleCalendar(schedule: schedule, calendar: account.calendar)
        return ICalendarExporter(calendar: calendar, settings: settings).export(startingOn: current.day, stamp: now)
    }
}
