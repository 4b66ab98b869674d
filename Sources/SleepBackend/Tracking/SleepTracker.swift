import Fluent
import Foundation
import Localization
import SleepKit

/// The user's actions on their sleep (Start, I'm awake, the rating, notification answers,
/// History edits) applied with SleepKit's rules and stored in one transaction each.
struct SleepTracker {
    let db: any Database
    let account: SleepAccount
    let now: Date
    let language: Language

    private var store: SleepStore { SleepStore(db: db, ownerID: account.userID) }

    /// "Start": `occurrenceID`'s block, or what Today's Start button starts (`TodayState.startable`).
    /// Whether a block may start is SleepKit's rule (`SleepHistory.startRefusal`).
    func start(occurrenceID: String?) async throws -> BlockRecord {
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: account.userID)
            var history = try await store.reads.history(store.ownerID, recentWindow)
            if history.inProgress != nil { throw SleepError.alreadyRunning }
            let occurrence: BlockOccurrence
            if let occurrenceID {
                guard let found = account.occurrence(id: occurrenceID) else { throw SleepError.notFound }
                // The window only holds recent records: read this one's own, wherever it lies.
                if let recorded = try await store.reads.records(store.ownerID, [found.id])[found.id] { history.upsert(recorded) }
                occurrence = found
            } else {
                let state = TodayState(calendar: account.current, history: history,
                                       ledger: account.ledger(from: account.today(now), through: account.today(now), history: history),
                                       now: now, language: language)
                guard let startable = state.startable else { throw SleepError.notFound }
                occurrence = startable
            }
            let record = try history.startIfStartable(occurrence, at: now).mapError(SleepError.init).get()
            try await store.save([record], now: now)
            return record
        }
    }

    /// "I'm awake": ends the running block; the rating comes next. A block too short to count
    /// (SleepKit's `SleepHistory.minimumSleep`) loses its record instead.
    func wake() async throws -> WakeOutcome {
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: account.userID)
            var history = try await store.reads.history(store.ownerID, recentWindow)
            guard let outcome = history.wake(at: now) else { throw SleepError.nothingRunning }
            try await store.keep(outcome, now: now)
            try await store.applyRequests(add: [], remove: [NotificationPlanner.wakeAlarmId(for: outcome.record.occurrence)], now: now)
            return outcome
        }
    }

    /// "Nasıl hissettin?": 1…5 and an optional note on a block that has a record.
    func rate(occurrenceID: String, value: Int, note: String?) async throws {
        guard let restedness = Restedness(rawValue: value) else { throw SleepError.invalid(field: "restedness") }
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: account.userID)
            var history = try await store.reads.records(store.ownerID, [occurrenceID])
            guard history.rate(occurrenceID, restedness: restedness, note: note),
                let record = history[occurrenceID]
            else { throw SleepError.notFound }
            try await store.save([record], now: now)
        }
    }

    /// A button on a notification or the in-page alarm (Start, Snooze, Cancel, I'm awake).
    func answer(requestID: String, action: NotificationActionID) async throws -> ActionOutcome {
        try await db.transaction { db in
            let store = SleepStore(db: db, ownerID: account.userID)
            let active = try await store.reads.activeRequests(store.ownerID, now)
            let planner = account.planner(language)
            guard let request = planner.request(id: requestID, near: now, active: active),
                let occurrence = request.occurrence
            else { throw SleepError.notFound }
            var history = try await store.reads.history(store.ownerID, recentWindow)
            if action == .start, let refusal = history.startRefusal(occurrence, at: now) { throw SleepError(refusal) }
            let outcome = NotificationActionHandler(planner: planner).handle(action, on: request, at: now, history: &history)
            if let record = outcome.record { try await store.save([record], now: now) }
            if let removed = outcome.tooShort { _ = try await store.deleteRecord(occurrenceID: removed.id) }
            try await store.applyRequests(add: outcome.requestsToAdd, remove: outcome.requestIdsToRemove, now: now)
            return outcome
        }
    }

    /// A History edit: the record as the user corrected it, checked by the kit first.
    func edit(_ record: BlockRecord) async throws -> [BlockRecordIssue] {
        let issues = record.validate()
        guard issues.isEmpty else { return issues }
        try await store.save([record], now: now)
        return []
    }

    /// Blocks that may still be open: the last three days (a long core began the evening before).
    private var recentWindow: DateInterval {
        DateInterval(start: now.addingTimeInterval(-3 * 86_400), end: now.addingTimeInterval(2 * 86_400))
    }
}
