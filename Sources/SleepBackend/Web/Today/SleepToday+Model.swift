import Charts
import Foundation
import Localization
import SleepKit
import WebUI

/// `/sleep`: the current sleep state (docs/apps/sleep.md#today): the 24-hour ring with a now-hand, the next block
/// with a live countdown, the status line, Start / I'm awake, the start reminder that has
/// fired (Start, Snooze, Skip), the "How do you feel?" rating, streak, yesterday's score and
/// the adaptation stage. Every value comes from SleepKit through ``SleepNow``.
struct SleepTodayPage: Sendable {
    struct BlockRow: Sendable {
        let occurrenceID: String
        let name: String
        let time: String
        let minutes: Int
        let status: BlockStatus?
        /// Over without a record, from before the schedule was chosen: the plan never counted
        /// it, so it is neither planned any more nor missed ("Not recorded").
        let isOverUncounted: Bool
        let isNext: Bool
    }

    enum PrimaryAction: Sendable, Equatable {
        case start(occurrenceID: String, name: String)
        case awake
        case none
    }

    /// A start reminder (or its snooze) that has fired and waits for an answer.
    struct Reminder: Sendable {
        let requestID: String
        let name: String
        let time: String
        let snoozeMinutes: Int
    }

    struct Rating: Sendable {
        let occurrenceID: String
        let name: String
    }

    /// A start reminder the user snoozed, until the snooze rings: "Nap snoozed until 14:05".
    struct Snoozed: Sendable {
        let occurrenceID: String
        let name: String
        let until: String
    }

    let ring: DayRing
    let statusLine: String
    let todayGoal: String
    let nextName: String?
    let nextTime: String?
    let nextStart: Date?
    let remainingText: String?
    /// The kit's duration templates, so the page's script writes "1 sa 20 dk" the kit's way.
    let durationFormats: (hoursMinutes: String, hours: String, minutes: String)
    let blocks: [BlockRow]
    let primary: PrimaryAction
    let reminder: Reminder?
    let snoozed: Snoozed?
    let rating: Rating?
    let streak: Streak
    let yesterdayScore: Int?
    let adaptation: Adaptation.Phase?
    let adaptationDays: Int

    /// The page for `now` in `language`; `rateID` opens the rating for that record.
    init(_ now: SleepNow, rateID: String?, language: Language, ringTitle: String, ringCenter: String) {
        let account = now.account
        let current = account.current
        let ledger = now.ledger
        let state = now.todayState(ledger: ledger)
        let wall = current.wallTime(of: now.now)
        ring = ScheduleRing.make(id: "today-ring", title: ringTitle, schedule: account.schedule, language: language,
                                 nowMinute: wall.minutes, centerLabel: ringCenter)
        statusLine = state.statusLine
        todayGoal = state.todayGoalText
        let next = state.next
        nextName = next.map { current.name(of: $0, language) }
        nextTime = next.map { current.timeText(of: $0.start, language) }
        nextStart = next?.start
        let formats = current.formats(language)
        remainingText = next.map { SleepFormats.compactDuration(seconds: $0.start.timeIntervalSince(now.now), formats) }
        durationFormats = Self.countdownTemplates(formats)
        let today = now.today
        // The blocks streaks and scores count today (the ledger leaves out those that began before
        // the schedule was chosen): over and unrecorded, they read as missed, as History has them.
        let counted = Set(ledger.days.last.map { $0.day == today ? $0.occurrences.map(\.id) : [] } ?? [])
        blocks = current.occurrences(on: today).map { occurrence in
            let isCounted = counted.contains(occurrence.id)
            let status = isCounted ? now.history.status(of: occurrence, at: now.now) : now.history[occurrence.id]?.status
            return BlockRow(occurrenceID: occurrence.id, name: current.name(of: occurrence, language),
                            time: "\(current.timeText(of: occurrence.start, language))–\(current.timeText(of: occurrence.end, language))",
                            minutes: occurrence.durationMinutes, status: status,
                            isOverUncounted: status == nil && occurrence.end <= now.now,
                            isNext: occurrence.id == next?.id)
        }
        if state.inProgress != nil {
            primary = .awake
        } else if let startable = state.startable {
            primary = .start(occurrenceID: startable.id, name: account.scheduleCalendar(on: startable.day).name(of: startable, language))
        } else {
            primary = .none
        }
        reminder = state.inProgress == nil
            ? now.firedStart(for: state.startable).flatMap { request in
                request.occurrence.map {
                    Reminder(requestID: request.id, name: current.name(of: $0, language),
                             time: current.timeText(of: $0.start, language), snoozeMinutes: account.settings.startSnoozeMinutes)
                }
            }
            : nil
        snoozed = reminder == nil && state.inProgress == nil ? state.startable.flatMap { occurrence in
            guard now.history[occurrence.id]?.status == .snoozed,
                let snooze = now.active.filter({ $0.kind == .snoozedStart && $0.occurrence?.id == occurrence.id && $0.fireDate > now.now })
                    .min(by: { $0.fireDate < $1.fireDate })
            else { return nil }
            return Snoozed(occurrenceID: occurrence.id, name: current.name(of: occurrence, language),
                           until: current.timeText(of: snooze.fireDate, language))
        } : nil
        let asked = rateID.flatMap { now.history[$0] }.flatMap { $0.status == .done ? $0 : nil }
        rating = (asked ?? now.unratedRecord).map {
            Rating(occurrenceID: $0.id, name: account.scheduleCalendar(on: $0.occurrence.day).name(of: $0.occurrence, language))
        }
        streak = state.streak
        yesterdayScore = state.yesterdayScore?.value
        adaptation = account.adaptation?.phase(at: now.now, calendar: account.calendar)
        adaptationDays = account.adaptation?.dayCount ?? account.schedule.difficulty.typicalAdaptationDays
    }

    /// The live countdown's templates, cut from the kit's own compact duration so the script
    /// writes exactly what the server did: 7 h 8 min gives "{h}…{m}…".
    static func countdownTemplates(_ formats: LocalizedFormats) -> (hoursMinutes: String, hours: String, minutes: String) {
        // They depend on the locale alone; formatting three durations was 2.6 % of Today.
        countdownTemplatesByLocale.value(formats.locale.identifier) {
            func template(_ seconds: TimeInterval) -> String {
                SleepFormats.compactDuration(seconds: seconds, formats)
                    .replacingOccurrences(of: "7", with: "{h}").replacingOccurrences(of: "8", with: "{m}")
            }
            return (template(7 * 3600 + 8 * 60), template(7 * 3600), template(8 * 60))
        }
    }

    private static let countdownTemplatesByLocale = Memo<String, (hoursMinutes: String, hours: String, minutes: String)>(capacity: 64)
}
