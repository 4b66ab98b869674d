import Fluent
import Foundation
import SleepKit

/// Changes to an account's plan: its schedule and its time zone. Before either, the blocks
/// already over are written down as the old plan had them (SleepKit's `closeOverdue`), so the
/// change never rewrites a past day.
struct SleepPlanChanges {
    let db: any Database
    let account: SleepAccount
    let now: Date

    /// How far back unrecorded blocks are written down as missed before a change.
    static let closingDays = 90

    enum ScheduleResult: Equatable {
        case saved(adaptationRestarted: Bool)
        /// The change restarts the adaptation; the user has to confirm.
        case needsConfirmation
        case invalid([ScheduleIssue])
    }

    /// Saves `schedule` from today on, after the kit's validation; a change that restarts the
    /// adaptation needs `confirmed`.
    func save(_ schedule: SleepSchedule, confirmed: Bool) async throws -> ScheduleResult {
        let errors = schedule.validate().filter { $0.severity == .error }
        guard errors.isEmpty else { return .invalid(errors) }
        let restarts = schedule.resetsAdaptation(comparedTo: account.schedule)
        if restarts && !confirmed { return .needsConfirmation }
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: account.userID)
            try await closeOverdue(store)
            try await store.putSchedule(schedule, from: account.today(now), now: now)
            if restarts {
                let adaptation = Adaptation(startDate: account.today(now).startDate(in: account.calendar), difficulty: schedule.difficulty)
                try await store.updateProfile(now: now) {
                    $0.adaptationStart = adaptation.startDate
                    $0.adaptationDays = adaptation.dayCount
                }
            }
        }
        return .saved(adaptationRestarted: restarts)
    }

    /// Moves the account to `zone` (a trip, or the browser reporting another zone): blocks keep
    /// their wall times in the new zone from now on.
    func setTimeZone(_ zone: TimeZone) async throws {
        guard zone.identifier != account.timeZone.identifier else { return }
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: account.userID)
            try await closeOverdue(store)
            try await store.updateProfile(now: now) { $0.timeZone = zone.identifier }
        }
    }

    /// Writes down every block of the last 90 days that ended without a record as missed, and
    /// closes blocks left running, as the plan in force had them.
    private func closeOverdue(_ store: SleepStore) async throws {
        let today = account.today(now)
        let first = today.adding(days: -Self.closingDays, calendar: account.calendar)
        let window = DateInterval(start: first.startDate(in: account.calendar), end: now.addingTimeInterval(86_400))
        let before = try await store.reads.history(store.ownerID, window)
        var after = before
        let occurrences = account.ledger(from: first, through: today, history: before).days.flatMap(\.occurrences)
        after.closeOverdue(occurrences, now: now)
        let changed = after.records.values.filter { before[$0.id] != $0 }
        try await store.save(Array(changed), now: now)
    }
}
