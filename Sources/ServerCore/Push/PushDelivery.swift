import Fluent
import SQLKit
import Vapor

/// Sends what is due, once.
///
/// A due row is claimed by one atomic `UPDATE … RETURNING` (`FOR UPDATE SKIP LOCKED` on
/// PostgreSQL, so instances never take the same row; SQLite serialises writers), then POSTed to
/// each device of the recipient (an account or a guest) whose switch for the app is on. Every device that accepts is
/// recorded on the row at once (`delivered_to`) and the row ends `sent`, all guarded by the
/// claim (its attempt number), so neither a retry, a restart nor a second instance sends it to that
/// device again. The one gap: a crash between a push service's 201 and that record (kill -9)
/// sends it once more after the lease, with the same `Topic` and tag, so the push service or
/// the device replaces the first copy instead of showing two.
///
/// 429 and 5xx (and network errors) retry later, honouring `Retry-After`, with backoff;
/// 404 and 410 delete the subscription (the browser dropped it); other 4xx give up on that device.
public enum PushDelivery {
    /// How long a claim holds before another worker may take the row over (a crash mid-delivery).
    static let lease: TimeInterval = 60
    /// Delivery attempts per notification before it is marked failed (a replaced one keeps counting).
    static let maxAttempts = 12
    /// Sent and failed rows are kept this long (so a re-plan sees what was sent), then pruned.
    static let keepDone: TimeInterval = 2 * 86_400

    struct Claimed: Decodable {
        var id: UUID
        var user_id: UUID?
        var guest_id: UUID?
        var app: String
        var occurrence: String
        var message: String
        var delivered_to: String
        var attempts: Int

        var recipient: PushRecipient? { user_id.map(PushRecipient.account) ?? guest_id.map(PushRecipient.guest) }
    }

    static func claim(on db: any Database, now: Date) async throws -> Claimed? {
        let sql = db.sql
        let locking: SQLQueryString = sql.dialect.name == "postgresql" ? "FOR UPDATE SKIP LOCKED" : ""
        return try await sql.raw("""
            UPDATE push_scheduled SET state = 'sending', locked_at = \(bind: now), attempts = attempts + 1
            WHERE id = (
                SELECT id FROM push_scheduled
                WHERE (state = 'queued' AND run_at <= \(bind: now)) OR (state = 'sending' AND locked_at < \(bind: now.addingTimeInterval(-lease)))
                ORDER BY run_at LIMIT 1 \(locking)
            )
            RETURNING id, user_id, guest_id, app, occurrence, message, delivered_to, attempts
            """).first(decoding: Claimed.self)
    }

    /// Delivers everything due, `parallel` rows at a time, until nothing is due.
    public static func drain(app: Application, parallel: Int = 4) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<parallel {
                group.addTask { while try await runNext(app: app) {} }
            }
            try await group.waitForAll()
        }
        try await prune(app: app)
    }

    /// Claims and delivers one due notification; false when none is due.
    public static func runNext(app: Application) async throws -> Bool {
        let now = app.clock()
        guard let job = try await claim(on: app.db, now: now) else { return false }
        // Still ours: an upsert since (state back to queued) or a takeover after the lease
        // (attempts counted up again) makes every update below touch nothing.
        // (A query builder collects its `set`s: a fresh one per update.)
        func guarded() -> QueryBuilder<PushScheduledRecord> {
            PushScheduledRecord.query(on: app.db).filter(\.$id == job.id).filter(\.$state == "sending")
                .filter(\.$attempts == job.attempts)
        }
        let message: PushMessage
        do { message = try JSONDecoder().decode(PushMessage.self, from: Data(job.message.utf8)) } catch {
            try await guarded().set(\.$state, to: "failed").set(\.$lastError, to: "unreadable message").update()
            return true
        }
        var delivered = Set(job.delivered_to.split(separator: ",").map(String.init))
        let pushApp = PushApp(rawValue: job.app)
        guard let recipient = job.recipient else {
            try await guarded().set(\.$state, to: "failed").set(\.$lastError, to: "no recipient").update()
            return true
        }
        let devices = try await PushSubscriptionRecord.query(on: app.db).filter(recipient).all()
            .filter { pushApp.map($0.enabledApps.contains) ?? true }
        var retryAfter: TimeInterval?
        var lastError: String?
        let topic = PushMessage.topic(for: job.occurrence)
        for device in devices {
            guard let deviceID = device.id?.uuidString, !delivered.contains(deviceID) else { continue }
            let outcome = await PushSender.send(message, topic: topic, to: device, app: app)
            switch outcome {
            case .delivered:
                delivered.insert(deviceID)
                try await guarded().set(\.$deliveredTo, to: delivered.sorted().joined(separator: ",")).update()
            case .gone:
                try await device.delete(on: app.db)
            case .retry(let after, let reason):
                retryAfter = max(retryAfter ?? 0, after ?? backoff(attempt: job.attempts))
                lastError = reason
            case .refused(let reason):
                lastError = reason
                app.logger.warning("push: \(job.occurrence) refused by \(URL(string: device.endpoint)?.host ?? "?"): \(reason)")
            }
        }
        if let retryAfter, job.attempts < maxAttempts {
            try await guarded().set(\.$state, to: "queued").set(\.$lockedAt, to: nil)
                .set(\.$runAt, to: app.clock().addingTimeInterval(retryAfter))
                .set(\.$lastError, to: lastError.map { String($0.prefix(500)) }).update()
        } else {
            try await guarded().set(\.$state, to: retryAfter == nil ? "sent" : "failed")
                .set(\.$lastError, to: lastError.map { String($0.prefix(500)) }).set(\.$updatedAt, to: app.clock()).update()
            if retryAfter == nil, delivered.count > 0, let pushApp {
                // A rolling plan keeps going while someone receives it.
                await app.push.replan([pushApp], recipients: [recipient], on: app)
            }
        }
        return true
    }

    /// Delay before retry `attempt` (1-based) when the push service names none: 5 s doubling, at most an hour.
    static func backoff(attempt: Int) -> TimeInterval {
        min(3600, 5 * pow(2, Double(max(0, attempt - 1))))
    }

    static func prune(app: Application) async throws {
        try await PushScheduledRecord.query(on: app.db).filter(\.$state ~~ ["sent", "failed"])
            .filter(\.$updatedAt < app.clock().addingTimeInterval(-keepDone)).delete()
    }
}
