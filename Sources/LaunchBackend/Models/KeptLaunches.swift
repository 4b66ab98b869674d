import Fluent
import Foundation

/// A launch an account keeps (a favourite, a reminder), with the name and NET it had then, so
/// its list shows without asking LL2 for every row (each launch is one call of the hourly budget).
protocol KeptLaunchRecord: Model where IDValue == UUID {
    var launchID: String { get }
    var createdAt: Date { get }
    static var ownerField: KeyPath<Self, FieldProperty<Self, UUID>> { get }
    static var launchField: KeyPath<Self, FieldProperty<Self, String>> { get }
}

/// One account's kept launches of one kind. Every query is scoped by the owner, so no id,
/// guessed or not, reaches another account's rows.
struct KeptLaunches<Record: KeptLaunchRecord>: Sendable {
    let db: any Database
    let ownerID: UUID

    func contains(_ launchID: String) async throws -> Bool {
        try await owned().filter(Record.launchField == launchID).first() != nil
    }

    /// Saves `make()` unless the launch is kept already (the unique index backs this up when
    /// two taps race).
    func keep(_ launchID: String, _ make: () -> Record) async throws {
        guard try await !contains(launchID) else { return }
        try await make().create(on: db)
    }

    func remove(_ launchID: String) async throws {
        try await owned().filter(Record.launchField == launchID).delete()
    }

    private func owned() -> QueryBuilder<Record> {
        Record.query(on: db).filter(Record.ownerField == ownerID)
    }
}
