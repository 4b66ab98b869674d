import Foundation
import ServerCore
import SleepKit

/// The private calendar subscription: a secret URL per account whose feed carries the
/// schedule's blocks with the notification plan's alarms, so any phone calendar rings.
///
/// The secret is not stored: it is an HMAC of the account id and a generation number, so a
/// database leak hands out no feed, and "Reset link" bumps the generation, which ends every
/// older URL at once.
struct CalendarFeed {
    let signer: URLSigner

    init(secret: String) {
        signer = URLSigner(secret: secret, purpose: "sleep-calendar")
    }

    /// The token in `/sleep/calendar/<token>.ics`: "<account id>.<generation>.<signature>".
    func token(userID: UUID, generation: Int) -> String {
        let id = userID.uuidString.lowercased()
        return "\(id).\(generation).\(signature(id, generation))"
    }

    /// The account and generation a token names, when its signature is this server's.
    func verify(_ token: String) -> (userID: UUID, generation: Int)? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let userID = UUID(uuidString: parts[0]), let generation = Int(parts[1]), generation > 0,
            signer.verify(parts[2], for: resource(parts[0], generation), expires: Self.neverExpires, now: Date())
        else { return nil }
        return (userID, generation)
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

    /// The link lives until it is reset, so the signature carries no expiry.
    private static let neverExpires = Int64.max

    private func resource(_ id: String, _ generation: Int) -> String { "\(id):\(generation)" }

    private func signature(_ id: String, _ generation: Int) -> String {
        signer.signature(for: resource(id, generation), expires: Self.neverExpires)
    }
}
