import Fluent
import Foundation

/// One account's launch reminders (`KeptLaunches`, scoped by the owner) and its feed's
/// generation: the writes. Reads go through `LaunchReads`.
struct RemindersStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    private var kept: KeptLaunches<ReminderRecord> { KeptLaunches(db: db, ownerID: ownerID) }

    /// Adds a reminder, its pushes in `language` and `timeZone` (`held`: the launch is scrubbed or
    /// on hold as it is set); adding one already there changes nothing.
    func add(
        launchID: String, name: String, net: Date?, isExactTime: Bool, language: String? = nil, timeZone: String? = nil, held: Bool? = nil
    ) async throws {
        try await kept.keep(launchID) {
            let record = ReminderRecord(ownerID: ownerID, launchID: launchID, name: name, net: net, isExactTime: isExactTime, createdAt: now)
            record.language = language
            record.timeZone = timeZone
            record.held = held
            return record
        }
    }

    func remove(_ launchID: String) async throws {
        try await kept.remove(launchID)
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
}
