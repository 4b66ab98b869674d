import Fluent
import Foundation

/// One account's launch reminders and its feed's generation. Every query is scoped by the
/// owner, so no id, guessed or not, reaches another account's rows.
struct RemindersStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    /// Soonest first; launches without a date last.
    func all() async throws -> [ReminderRecord] {
        try await owned().all().sorted { a, b in
            switch (a.net, b.net) {
            case (let x?, let y?): x < y
            case (_?, nil): true
            case (nil, _?): false
            case (nil, nil): a.createdAt < b.createdAt
            }
        }
    }

    func contains(_ launchID: String) async throws -> Bool {
        try await owned().filter(\.$launchID == launchID).first() != nil
    }

    /// Adds a reminder; adding one already there changes nothing (the unique index backs this up).
    func add(launchID: String, name: String, net: Date?, isExactTime: Bool) async throws {
        guard try await !contains(launchID) else { return }
        try await ReminderRecord(ownerID: ownerID, launchID: launchID, name: name, net: net, isExactTime: isExactTime, createdAt: now)
            .create(on: db)
    }

    func remove(_ launchID: String) async throws {
        try await owned().filter(\.$launchID == launchID).delete()
    }

    /// The feed's current generation (1 until the first reset).
    func feedGeneration() async throws -> Int {
        try await feed()?.generation ?? 1
    }

    /// Ends the current feed link: the next one carries the next generation.
    @discardableResult
    func resetFeed() async throws -> Int {
        if let record = try await feed() {
            record.generation += 1
            try await record.update(on: db)
            return record.generation
        }
        try await ReminderFeedRecord(ownerID: ownerID, generation: 2).create(on: db)
        return 2
    }

    private func feed() async throws -> ReminderFeedRecord? {
        try await ReminderFeedRecord.query(on: db).filter(\.$ownerID == ownerID).first()
    }

    private func owned() -> QueryBuilder<ReminderRecord> {
        ReminderRecord.query(on: db).filter(\.$ownerID == ownerID)
    }
}
