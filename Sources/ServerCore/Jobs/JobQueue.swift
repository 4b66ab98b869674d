import Fluent
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// The database-backed job queue: enqueue from a request, claim and run from a worker.
///
/// Claiming is one atomic `UPDATE … RETURNING`: PostgreSQL picks the row with
/// `FOR UPDATE SKIP LOCKED` so instances never wait on each other; SQLite serialises writers,
/// so the same statement without the locking clause is already atomic.
///
/// A claim is a short lease that a heartbeat renews while the job runs, so a worker that died
/// (`kill -9`, a lost machine) lets go within `lease`: any instance then claims the job again.
/// Each claim names its instance (`owner`), and an instance that starts again takes its own
/// unfinished claims back at once (`reclaimOwnClaims`) instead of waiting out the lease.
/// Handlers must stand being run twice (a heartbeat that could not reach the database for a
/// whole lease lets another instance start the same job): every one here writes the same result.
public final class JobQueue: Sendable {
    public typealias Handler = @Sendable (_ payload: String, _ app: Application) async throws -> Void

    /// How long a claim lasts without a heartbeat before another worker may take the job over.
    public let lease: TimeInterval
    /// Delay before retry `n` (1-based): `baseDelay * 2^(n-1)`, capped at an hour.
    public let baseDelay: TimeInterval
    /// This instance's name on its claims (`InstanceIdentity`: kept in the data directory).
    public let owner: String
    private let handlers = NIOLockedValueBox<[String: Handler]>([:])
    /// Kicked drains running now (`Application.runDueJobSoon`), and whether a kick came while
    /// the most were running, so that one of them takes another pass.
    private let kicks = NIOLockedValueBox<(running: Int, pending: Bool)>((0, false))
    /// The most kicked drains at once: one per core. A kick per upload used to start a runner of
    /// its own; once image work waits its turn (`MediaWork`: uploads first), a wedding's thousands
    /// of kicks each claimed a derivatives job and held it, heartbeating, until a thread was free.
    public let kickLimit: Int

    public init(lease: TimeInterval = 10, baseDelay: TimeInterval = 2, owner: String = UUID().uuidString,
                kickLimit: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.lease = lease
        self.baseDelay = baseDelay
        self.owner = owner
        self.kickLimit = max(1, kickLimit)
    }

    /// Whether a kick should start a drain now. When `kickLimit` drains run already, the kick is
    /// remembered instead and one of them takes another pass (`endKickPass`): no kick is lost.
    func beginKick() -> Bool {
        kicks.withLockedValue { state in
            guard state.running < kickLimit else {
                state.pending = true
                return false
            }
            state.running += 1
            return true
        }
    }

    /// Called by a drain that found nothing due: true when a kick came meanwhile (take another
    /// pass), false when the drain ends.
    func endKickPass() -> Bool {
        kicks.withLockedValue { state in
            if state.pending {
                state.pending = false
                return true
            }
            state.running -= 1
            return false
        }
    }

    /// Declares what runs for jobs of `kind`.
    public func register(_ kind: String, _ handler: @escaping Handler) {
        handlers.withLockedValue { $0[kind] = handler }
    }

    /// Adds a job; pass the request's or transaction's database so it commits with the data.
    public func enqueue(_ kind: String, payload: String, maxAttempts: Int = 5, on db: any Database, now: Date) async throws {
        let job = JobRecord()
        job.kind = kind
        job.payload = payload
        job.state = "queued"
        job.attempts = 0
        job.maxAttempts = maxAttempts
        job.runAt = now
        job.createdAt = now
        try await job.create(on: db)
    }

    struct Claimed: Decodable {
        var id: UUID
        var kind: String
        var payload: String
        var attempts: Int
        var max_attempts: Int
    }

    /// Takes one due job, or nil when none is due.
    func claim(on db: any Database, now: Date) async throws -> Claimed? {
        let sql = db.sql
        let locking: SQLQueryString = sql.dialect.name == "postgresql" ? "FOR UPDATE SKIP LOCKED" : ""
        let staleBefore = now.addingTimeInterval(-lease)
        return try await sql.raw("""
            UPDATE jobs SET state = 'running', locked_at = \(bind: now), locked_by = \(bind: owner), attempts = attempts + 1
            WHERE id = (
                SELECT id FROM jobs
                WHERE (state = 'queued' AND run_at <= \(bind: now)) OR (state = 'running' AND locked_at < \(bind: staleBefore))
                ORDER BY run_at LIMIT 1 \(locking)
            )
            RETURNING id, kind, payload, attempts, max_attempts
            """).first(decoding: Claimed.self)
    }

    /// Claims and runs one job; returns false when nothing was due.
    public func runNext(app: Application) async throws -> Bool {
        let db = app.db
        let now = app.clock()
        guard let job = try await claim(on: db, now: now) else { return false }
        guard let handler = handlers.withLockedValue({ $0[job.kind] }) else {
            try await finish(job.id, state: "failed", error: "no handler for \(job.kind)", on: db)
            return true
        }
        let heartbeat = startHeartbeat(job.id, app: app)
        defer { heartbeat.cancel() }
        do {
            try await handler(job.payload, app)
            try await JobRecord.query(on: db).filter(\.$id == job.id).delete()
        } catch {
            app.logger.warning("job \(job.kind) \(job.id) failed (attempt \(job.attempts)): \(String(reflecting: error))")
            if job.attempts >= job.max_attempts {
                try await finish(job.id, state: "failed", error: String(describing: error), on: db)
            } else {
                let delay = min(3600, baseDelay * pow(2, Double(job.attempts - 1)))
                try await JobRecord.query(on: db).filter(\.$id == job.id)
                    .set(\.$state, to: "queued").set(\.$runAt, to: app.clock().addingTimeInterval(delay))
                    .set(\.$lastError, to: String(String(describing: error).prefix(500))).update()
            }
        }
        return true
    }

    /// Renews the claim on `id` every third of the lease until cancelled. Only this owner's
    /// running claim is renewed: one that was taken over stays with its new worker.
    private func startHeartbeat(_ id: UUID, app: Application) -> Task<Void, Never> {
        let (interval, owner) = (lease / 3, owner)
        return Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(Int(interval * 1000)))
                guard !Task.isCancelled else { return }
                do {
                    try await app.db.sql.raw("""
                        UPDATE jobs SET locked_at = \(bind: app.clock())
                        WHERE id = \(bind: id) AND state = 'running' AND locked_by = \(bind: owner)
                        """).run()
                } catch {
                    app.logger.warning("job heartbeat \(id): \(String(reflecting: error))")
                }
            }
        }
    }

    /// Puts back every job this instance had claimed and not finished (it was killed while they
    /// ran): due at once, so a restart picks them up without waiting out their lease. Returns
    /// how many there were.
    @discardableResult
    public func reclaimOwnClaims(on db: any Database, now: Date) async throws -> Int {
        try await db.sql.raw("""
            UPDATE jobs SET state = 'queued', run_at = \(bind: now), locked_by = NULL
            WHERE state = 'running' AND locked_by = \(bind: owner)
            RETURNING id
            """).all().count
    }

    private func finish(_ id: UUID, state: String, error: String, on db: any Database) async throws {
        try await JobRecord.query(on: db).filter(\.$id == id)
            .set(\.$state, to: state).set(\.$lastError, to: String(error.prefix(500))).update()
    }

    /// Runs every due job until none is left and no other worker holds one (tests, commands).
    public func drain(app: Application, timeout: TimeInterval = 30) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            while try await runNext(app: app) {}
            let running = try await JobRecord.query(on: app.db).filter(\.$state == "running").count()
            if running == 0 { return }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
