import Fluent
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// The database-backed job queue: enqueue from a request, claim and run from a worker.
///
/// Claiming is one atomic `UPDATE … RETURNING`: PostgreSQL picks the row with
/// `FOR UPDATE SKIP LOCKED` so instances never wait on each other; SQLite serialises writers,
/// so the same statement without the locking clause is already atomic. A job whose worker
/// died (still `running` after the lease) becomes claimable again.
public final class JobQueue: Sendable {
    public typealias Handler = @Sendable (_ payload: String, _ app: Application) async throws -> Void

    /// How long a claimed job may run before another worker may take it over.
    public let lease: TimeInterval
    /// Delay before retry `n` (1-based): `baseDelay * 2^(n-1)`, capped at an hour.
    public let baseDelay: TimeInterval
    private let handlers = NIOLockedValueBox<[String: Handler]>([:])

    public init(lease: TimeInterval = 300, baseDelay: TimeInterval = 2) {
        self.lease = lease
        self.baseDelay = baseDelay
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
            UPDATE jobs SET state = 'running', locked_at = \(bind: now), attempts = attempts + 1
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
