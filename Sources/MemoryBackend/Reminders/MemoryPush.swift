import Fluent
import Foundation
import Localization
import ServerCore
import Vapor
import WebUI

/// Memory Recap as Web Push: the daily reminder at its minute in the account's time zone, and
/// "Your November recap is ready" on the 1st of the next month (for an account that keeps
/// memories). A rolling plan of the next one of
/// each: the push service re-plans after each delivery, and the settings page after each change.
enum MemoryPush {
    /// Every occurrence key Memory Recap schedules starts with this.
    static let prefix = "memory."
    /// When the recap is announced for an account without a reminder time: 09:00 local.
    static let recapMinute = 9 * 60

    typealias Item = (occurrence: String, at: Date, message: PushMessage)

    /// Makes `user`'s scheduled Memory pushes exactly the current plan (the PushService planner).
    static func replan(user: UUID, db: any Database, app: Application) async throws {
        let now = app.clock()
        let reads = MemoryReads.live(db.sql)
        let reminder = try await reads.reminder(user)
        // A recap is announced to someone who keeps memories, not to every account of the suite.
        let keepsMemories = try await reads.hasEntries(user)
        let items = plan(minuteOfDay: reminder.minuteOfDay, timeZone: reminder.timeZone, language: reminder.language,
                         recap: keepsMemories, now: now)
        try await PushSchedule.replace(on: db, user: user, app: .memory, occurrencePrefix: prefix, with: items, now: now)
    }

    /// The next daily reminder (none when it is off) and, with `recap`, the next month's recap notice.
    static func plan(minuteOfDay: Int?, timeZone: TimeZone, language: Language, recap: Bool = true, now: Date) -> [Item] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let t = { (key: MemoryWebText, arguments: [String: String]) in MemoryWebText.strings.text(key, language, arguments) }
        var items: [Item] = []
        if let minuteOfDay, let at = nextTime(minuteOfDay, after: now, calendar: calendar) {
            items.append((
                occurrence: prefix + "reminder@" + dayKey(at, calendar),
                at: at,
                // A nudge: still worth it a few hours late, never a second one on the device.
                message: PushMessage(title: t(.reminderTitle, [:]), body: t(.reminderBody, [:]), url: MemoryURL.add.url,
                                     tag: "memory-reminder", ttl: 3 * 3600)))
        }
        if recap, let recap = nextRecap(minuteOfDay: minuteOfDay ?? recapMinute, after: now, calendar: calendar) {
            let name = monthName(recap.month, language)
            items.append((
                occurrence: prefix + "recap@" + String(format: "%04d-%02d", recap.year, recap.month),
                at: recap.at,
                message: PushMessage(
                    title: t(.recapReadyTitle, ["month": name]), body: t(.recapReadyBody, ["month": name]),
                    url: MemoryURL.summary.url(query: [QueryItem("year", String(recap.year)), QueryItem("month", String(recap.month))]),
                    tag: "memory-recap", ttl: 86_400)))
        }
        return items
    }

    /// The next announcement of a month that ended: on the 1st at `minuteOfDay`; until that
    /// minute on the 1st, the month before this one.
    static func nextRecap(minuteOfDay: Int, after now: Date, calendar: Calendar) -> (year: Int, month: Int, at: Date)? {
        let parts = calendar.dateComponents([.year, .month], from: now)
        guard let year = parts.year, let month = parts.month, let monthStart = calendar.date(from: parts),
              let thisFirst = time(minuteOfDay, on: monthStart, calendar: calendar),
              let nextStart = calendar.date(byAdding: .month, value: 1, to: monthStart),
              let nextFirst = time(minuteOfDay, on: nextStart, calendar: calendar)
        else { return nil }
        if now < thisFirst {
            let (endedYear, endedMonth) = month == 1 ? (year - 1, 12) : (year, month - 1)
            return (endedYear, endedMonth, thisFirst)
        }
        return (year, month, nextFirst)
    }

    /// The first moment after `now` whose local clock reads `minuteOfDay`.
    static func nextTime(_ minuteOfDay: Int, after now: Date, calendar: Calendar) -> Date? {
        guard let today = time(minuteOfDay, on: now, calendar: calendar) else { return nil }
        if today > now { return today }
        return calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)).flatMap { time(minuteOfDay, on: $0, calendar: calendar) }
    }

    /// `minuteOfDay` on the local day of `day` (a minute skipped by a clock change rings at the next one that exists).
    static func time(_ minuteOfDay: Int, on day: Date, calendar: Calendar) -> Date? {
        var parts = calendar.dateComponents([.year, .month, .day], from: day)
        (parts.hour, parts.minute, parts.second) = (minuteOfDay / 60, minuteOfDay % 60, 0)
        return calendar.date(from: parts)
    }

    static func dayKey(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// "November" · "Kasım" · "novembre": the month standing in a sentence.
    static func monthName(_ month: Int, _ language: Language) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        guard let date = calendar.date(from: DateComponents(year: 2001, month: month, day: 15)) else { return String(month) }
        return date.formatted(Date.FormatStyle(locale: language.locale, calendar: calendar, timeZone: .gmt).month(.wide))
    }
}
