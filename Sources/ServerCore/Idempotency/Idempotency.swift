import Fluent
import Vapor

/// Makes retried POSTs safe (creating an entry, uploading a photo): the first response to a
/// user's `Idempotency-Key` is stored with a hash of the request; a replay gets that response
/// again, the same key with another request is refused (422), and the same key while the first
/// request runs is 409.
public struct Idempotency: Sendable {
    /// What a finished request answered, as stored and replayed.
    public struct StoredResponse: Sendable, Equatable {
        public var status: Int
        public var body: Data
        public var location: String?
        /// True when this is a replay of an earlier request.
        public var isReplay: Bool

        public init(status: Int, body: Data, location: String? = nil, isReplay: Bool = false) {
            self.status = status
            self.body = body
            self.location = location
            self.isReplay = isReplay
        }
    }

    /// Keys are kept this long; a client's outbox retries well within it.
    public static let retention: TimeInterval = 24 * 3600
    /// A key still without a response after this long belongs to a request whose process died;
    /// it stops blocking retries.
    public static let abandonedAfter: TimeInterval = 10 * 60

    let db: any Database
    let now: @Sendable () -> Date

    public init(db: any Database, now: @escaping @Sendable () -> Date) {
        self.db = db
        self.now = now
    }

    public static let mismatch = AppError(
        .unprocessableEntity, code: "idempotency_key_mismatch",
        detail: "This Idempotency-Key was used with a different request.", field: "Idempotency-Key")
    public static let inFlight = AppError(
        .conflict, code: "idempotency_key_in_use",
        detail: "A request with this Idempotency-Key is still running. Retry later.", field: "Idempotency-Key")

    /// The hash of a JSON request body, from a canonical encoding (sorted keys): Foundation's
    /// encoder does not promise a key order, and a retry of the same body must always match.
    public static func requestHash(of body: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return SecureRandom.digest(String(decoding: try encoder.encode(body), as: UTF8.self))
    }

    /// Runs `operation` once per (user, scope, key). Errors thrown by `operation` release the
    /// key, so a corrected retry runs again instead of replaying the failure.
    public func run(
        userID: UUID, scope: String, key: String, requestHash: String,
        _ operation: () async throws -> StoredResponse
    ) async throws -> StoredResponse {
        try await forgetStale(userID: userID)
        let record = IdempotencyRecord(userID: userID, scope: scope, key: key, requestHash: requestHash, createdAt: now())
        do {
            try await record.create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            return try await replay(userID: userID, scope: scope, key: key, requestHash: requestHash)
        }
        do {
            let response = try await operation()
            record.status = response.status
            record.body = response.body
            record.location = response.location
            try await record.update(on: db)
            return response
        } catch {
            try? await record.delete(on: db)
            throw error
        }
    }

    /// Records the response of a keyed request inside the transaction that commits its data.
    public struct Recorder: Sendable {
        let userID: UUID
        let scope: String
        let key: String
        let requestHash: String
        let now: Date

        /// Inserts the key with `response` on `db` (the operation's transaction). If another
        /// request with the same key committed first, throws `KeyTaken`: the transaction rolls
        /// back (nothing of this request stays) and `runCommitting` answers with the winner's response.
        public func record(_ response: StoredResponse, on db: any Database) async throws {
            let record = IdempotencyRecord(userID: userID, scope: scope, key: key, requestHash: requestHash, createdAt: now)
            record.status = response.status
            record.body = response.body
            record.location = response.location
            do {
                try await record.create(on: db)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                throw KeyTaken()
            }
        }
    }

    struct KeyTaken: Error {}

    /// Runs `operation` once per (user, scope, key), like `run`, but crash-safe: the operation
    /// records its response with `recorder` in the same transaction as its data, so the key
    /// exists exactly when the data does. No claim is taken beforehand, so a process that dies
    /// mid-request leaves no key behind and the retry simply runs again (`run`'s early claim
    /// would answer 409 for ten minutes, then let the retry run a second time even if the first
    /// had committed). Two requests with one key may both run; the second to commit rolls back
    /// and replays the first's response.
    public func runCommitting(
        userID: UUID, scope: String, key: String, requestHash: String,
        _ operation: (Recorder) async throws -> StoredResponse
    ) async throws -> StoredResponse {
        try await forgetStale(userID: userID)
        if try await IdempotencyRecord.query(on: db)
            .filter(\.$userID == userID).filter(\.$scope == scope).filter(\.$key == key).first() != nil
        {
            return try await replay(userID: userID, scope: scope, key: key, requestHash: requestHash)
        }
        let recorder = Recorder(userID: userID, scope: scope, key: key, requestHash: requestHash, now: now())
        do {
            return try await operation(recorder)
        } catch is KeyTaken {
            return try await replay(userID: userID, scope: scope, key: key, requestHash: requestHash)
        }
    }

    private func replay(userID: UUID, scope: String, key: String, requestHash: String) async throws -> StoredResponse {
        guard let existing = try await IdempotencyRecord.query(on: db)
            .filter(\.$userID == userID).filter(\.$scope == scope).filter(\.$key == key).first()
        else { throw Self.inFlight }  // released between our insert and read: the client retries
        guard existing.requestHash == requestHash else { throw Self.mismatch }
        guard let status = existing.status, let body = existing.body else { throw Self.inFlight }
        return StoredResponse(status: status, body: body, location: existing.location, isReplay: true)
    }

    /// Drops this user's expired keys and abandoned in-flight ones before a new keyed request,
    /// so the table stays small without a scheduled job and a crash cannot wedge a key.
    private func forgetStale(userID: UUID) async throws {
        let now = now()
        try await IdempotencyRecord.query(on: db).filter(\.$userID == userID)
            .filter(\.$createdAt < now.addingTimeInterval(-Self.retention)).delete()
        try await IdempotencyRecord.query(on: db).filter(\.$userID == userID).filter(\.$status == nil)
            .filter(\.$createdAt < now.addingTimeInterval(-Self.abandonedAfter)).delete()
    }
}

extension Request {
    public var idempotency: Idempotency { Idempotency(db: db, now: application.clock) }
}
