import Fluent
import Foundation
import Localization
import SleepKit

/// What the "now" surfaces (Today, Widgets, the alarms in the page, Coming up) read for one
/// request: the account, its recent history and the requests its actions added, loaded once.
struct SleepNow: Sendable {
    let account: SleepAccount
    /// Records of the streak window (and anything still running), blocks left running long past
    /// their end closed as SleepKit closes them.
    let history: SleepHistory
    let active: [NotificationRequest]
    let now: Date
    let language: Language

    /// How far back streaks and yesterday's score look.
    static let streakDays = 90

    static func load(_ store: SleepStore, account: SleepAccount, now: Date, language: Language) async throws -> SleepNow {
        let first = account.today(now).adding(days: 1 - streakDays, calendar: account.calendar)
        let window = DateInterval(start: first.startDate(in: account.calendar).addingTimeInterval(-86_400),
                                  end: now.addingTimeInterval(2 * 86_400))
        var history = try await store.reads.history(store.ownerID, window)
        // A block nobody woke from counts as slept as planned once its grace is over (SleepKit's rule).
        let stale = history.records.values.filter { $0.status == .inProgress }.map(\.occurrence)
        history.closeOverdue(stale, now: now)
        return SleepNow(account: account, history: history, active: try await store.reads.activeRequests(store.ownerID, now), now: now,
                        language: language)
    }

    var today: DayKey { account.today(now) }

    /// The streak window through today, each day with its own schedule.
    var ledger: DayLedger {
        account.ledger(from: today.adding(days: 1 - Self.streakDays, calendar: account.calendar), through: today, history: history)
    }

    func todayState(ledger: DayLedger) -> TodayState {
        TodayState(calendar: account.current, history: history, ledger: ledger, now: now, language: language)
    }

    var planner: NotificationPlanner { account.planner(language) }

    /// "Coming up": exactly what the iOS app would keep pending (at most 64, soonest first).
    var plan: NotificationPlan { planner.plan(from: now, history: history, active: active) }

    /// The start reminder (or its latest snooze) that has fired for `occurrence` and awaits an answer.
    func firedStart(for occurrence: BlockOccurrence?) -> NotificationRequest? {
        occurrence.flatMap { planner.firedStartRequest(for: $0, at: now, history: history, active: active) }
    }

    /// The latest block woken from in the last six hours that has no rating yet.
    var unratedRecord: BlockRecord? {
        history.records.values
            .filter { $0.status == .done && $0.restedness == nil }
            .filter { ($0.actualEnd ?? $0.plannedEnd) > now.addingTimeInterval(-6 * 3600) && ($0.actualEnd ?? $0.plannedEnd) <= now }
            .max { ($0.actualEnd ?? $0.plannedEnd) < ($1.actualEnd ?? $1.plannedEnd) }
    }
}
