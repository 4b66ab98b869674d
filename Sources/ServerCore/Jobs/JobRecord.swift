import Fluent
import Foundation


/// A unit of slow work kept in the database, so a crash or restart loses nothing and several
/// server instances can share the queue.
final class JobRecord: Model, @unchecked Sendable {
    static let schema = "jobs"

    // managed
    @ID(key: .id) var id: UUID?
    @Timestamp(key: "created_at", on: .none) var createdAt: Date?

    // data
    @Field(key: "kind") var kind: String
    @Field(key: "payload") var payload: String
    /// `queued`, `running`, `done` or `failed`.
    @Field(key: "state") var state: String
    @Field(key: "attempts") var attempts: Int
    @Field(key: "max_attempts") var maxAttempts: Int
    @Field(key: "run_at") var runAt: Date
    /// Renewed by the worker's heartbeat while the job runs; a `running` job whose stamp is older
    /// than the lease lost its worker.
    @OptionalField(key: "locked_at") var lockedAt: Date?
    /// The instance that claimed it (`InstanceIdentity`).
    @OptionalField(key: "locked_by") var lockedBy: String?
    @OptionalField(key: "last_error") var lastError: String?

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $createdAt, $kind, $payload, $state, $attempts, $maxAttempts, $runAt, $lockedAt, $lockedBy, $lastError]
    }
}
