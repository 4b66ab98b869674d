import Fluent
import SQLKit
import Vapor

/// Scheduling a notification: one row per (recipient, occurrence key). The `user:` forms are an
/// account's (``PushRecipient/account(_:)``); the `recipient:` forms take either kind.
///
/// ```swift
/// try await PushSchedule.upsert(on: db, user: id, app: .sleep,
///     occurrence: "sleep.wake.core@2026-11-29", at: alarmTime, message: message)
/// try await PushSchedule.cancel(on: db, user: id, occurrencePrefix: "sleep.")
/// ```
///
/// The same key again replaces what is queued (an alarm moved); a key already sent is sent
/// again only when its time or message changed. Pass the transaction that changes the plan, so
/// the schedule commits with it.
public enum PushSchedule {
    /// Schedules (or replaces) `occurrence` for `user` at `at`.
    public static func upsert(
        on db: any Database, user: UUID, app: PushApp, occurrence: String, at: Date, message: PushMessage, now: Date = Date()
    ) async throws {
        try await upsert(on: db, recipient: .account(user), appName: app.rawValue, occurrence: occurrence, at: at, message: message, now: now)
    }

    static func upsert(
        on db: any Database, user: UUID, appName: String, occurrence: String, at: Date, message: PushMessage, now: Date
    ) async throws {
        try await upsert(on: db, recipient: .account(user), appName: appName, occurrence: occurrence, at: at, message: message, now: now)
    }

    static func upsert(
        on db: any Database, recipient: PushRecipient, appName: String, occurrence: String, at: Date, message: PushMessage,
        now: Date
    ) async throws {
        let json = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
        if let row = try await PushScheduledRecord.query(on: db).filter(recipient).filter(\.$occurrence == occurrence).first() {
            // Unchanged (the database may round a date to the microsecond): nothing to do.
            if row.state == "sent" || row.state == "queued", abs(row.runAt.timeIntervalSince(at)) < 0.001, row.message == json {
                return
            }
            row.app = appName
            row.runAt = at
            row.message = json
            // A claim in progress loses the row: its updates check state and attempt number.
            row.state = "queued"
            row.lockedAt = nil
            // `attempts` only ever counts up: it is what tells a claim still running that it lost the row.
            row.deliveredTo = ""
            row.lastError = nil
            row.updatedAt = now
            try await row.save(on: db)
        } else {
            let row = PushScheduledRecord()
            row.recipient = recipient
            row.app = appName
            row.occurrence = occurrence
            row.runAt = at
            row.message = json
            row.state = "queued"
            row.attempts = 0
            row.deliveredTo = ""
            row.updatedAt = now
            try await row.create(on: db)
        }
    }

    /// Cancels what is still to be sent among `user`'s occurrences starting with `occurrencePrefix`
    /// (an app's reminder turned off: `"memory.reminder."`). Sent ones stay as the record that they were.
    public static func cancel(on db: any Database, user: UUID, occurrencePrefix: String) async throws {
        let ids = try await PushScheduledRecord.query(on: db).filter(.account(user))
            .filter(\.$state ~~ ["queued", "sending", "failed"]).all()
            .filter { $0.occurrence.hasPrefix(occurrencePrefix) }.compactMap(\.id)
        if !ids.isEmpty { try await PushScheduledRecord.query(on: db).filter(\.$id ~~ ids).delete() }
    }

    /// Makes `user`'s future notifications under `occurrencePrefix` exactly `items` (see
    /// ``replace(on:recipient:app:occurrencePrefix:with:now:)``).
    public static func replace(
        on db: any Database, user: UUID, app: PushApp, occurrencePrefix: String,
        with items: [(occurrence: String, at: Date, message: PushMessage)], now: Date
    ) async throws {
        try await replace(on: db, recipient: .account(user), app: app, occurrencePrefix: occurrencePrefix, with: items, now: now)
    }

    /// Makes `recipient`'s future notifications under `occurrencePrefix` exactly `items`: each is
    /// upserted, and queued ones of the prefix due after `now` that `items` no longer names are
    /// cancelled (a plan recomputed from scratch). Does nothing but cancel when no device of the
    /// recipient has `app` switched on.
    public static func replace(
        on db: any Database, recipient: PushRecipient, app: PushApp, occurrencePrefix: String,
        with items: [(occurrence: String, at: Date, message: PushMessage)], now: Date
    ) async throws {
        let wanted = try await hasReceivers(on: db, recipient: recipient, app: app) ? items : []
        let keep = Set(wanted.map(\.occurrence))
        let stale = try await PushScheduledRecord.query(on: db).filter(recipient)
            .filter(\.$state == "queued").filter(\.$runAt > now).all()
            .filter { $0.occurrence.hasPrefix(occurrencePrefix) && !keep.contains($0.occurrence) }.compactMap(\.id)
        if !stale.isEmpty { try await PushScheduledRecord.query(on: db).filter(\.$id ~~ stale).delete() }
        for item in wanted {
            try await upsert(on: db, recipient: recipient, appName: app.rawValue, occurrence: item.occurrence, at: item.at,
                             message: item.message, now: now)
        }
    }

    /// Whether any device of `user` receives `app`'s notifications.
    public static func hasReceivers(on db: any Database, user: UUID, app: PushApp) async throws -> Bool {
        try await hasReceivers(on: db, recipient: .account(user), app: app)
    }

    public static func hasReceivers(on db: any Database, recipient: PushRecipient, app: PushApp) async throws -> Bool {
        try await PushSubscriptionRecord.query(on: db).filter(recipient).all().contains { $0.enabledApps.contains(app) }
    }

    /// Removes every device and every notification of these guests (their app deleted the
    /// guests' data). An account's go with the account (cascade).
    public static func forget(guests: some Collection<UUID>, on db: any Database) async throws {
        guard !guests.isEmpty else { return }
        let ids = Array(guests)
        try await PushScheduledRecord.query(on: db).filter(\.$guestID ~~ ids).delete()
        try await PushSubscriptionRecord.query(on: db).filter(\.$guestID ~~ ids).delete()
    }
}
