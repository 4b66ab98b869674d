import Fluent
import NIOConcurrencyHelpers
import Vapor

/// Lets each app take part in deleting an account without ServerCore knowing the apps.
///
/// Rows that reference `users.id` go with the cascade; a backend registers a deletion step for
/// whatever a cascade cannot reach (rows in other schemas, search indexes) and an after-deletion
/// step for files, which run only once the transaction has committed.
public final class AccountLifecycle: Sendable {
    public typealias DeletionStep = @Sendable (UUID, any Database) async throws -> Void
    public typealias FileStep = @Sendable (UUID) async -> Void

    private let steps = NIOLockedValueBox<(rows: [DeletionStep], files: [FileStep])>(([], []))
    private let signOutSteps = NIOLockedValueBox<[FileStep]>([])

    public init() {}

    public func onDelete(_ step: @escaping DeletionStep) {
        steps.withLockedValue { $0.rows.append(step) }
    }

    public func afterDelete(_ step: @escaping FileStep) {
        steps.withLockedValue { $0.files.append(step) }
    }

    /// A step that ends what the account's tokens opened (live streams) when it signs out
    /// everywhere: logout of every device, a password change.
    public func afterSignOutEverywhere(_ step: @escaping FileStep) {
        signOutSteps.withLockedValue { $0.append(step) }
    }

    /// Runs once every token of the account has been revoked (committed).
    public func signedOutEverywhere(userID: UUID) async {
        for step in signOutSteps.withLockedValue({ $0 }) { await step(userID) }
    }

    func runDeletion(userID: UUID, on db: any Database) async throws {
        for step in steps.withLockedValue({ $0.rows }) { try await step(userID, db) }
    }

    func runAfterDeletion(userID: UUID) async {
        for step in steps.withLockedValue({ $0.files }) { await step(userID) }
    }
}

extension Application {
    private struct LifecycleKey: StorageKey { typealias Value = AccountLifecycle }
    private struct ClockKey: StorageKey { typealias Value = @Sendable () -> Date }

    public var accountLifecycle: AccountLifecycle {
        if let existing = storage[LifecycleKey.self] { return existing }
        let created = AccountLifecycle()
        storage[LifecycleKey.self] = created
        return created
    }

    /// The server's clock; tests pin it.
    public var clock: @Sendable () -> Date {
        get { storage[ClockKey.self] ?? { Date() } }
        set { storage[ClockKey.self] = newValue }
    }
}
