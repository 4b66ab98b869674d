import Fluent
import Foundation

/// One account's daily reminder, read and changed only through its owner's id.
struct DailyReminderStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    /// The reminder as set: its time (nil: off), the calendar link's generation (1 until reset)
    /// and when it last changed (nil: never set).
    func current() async throws -> (minuteOfDay: Int?, feedGeneration: Int, updatedAt: Date?) {
        let record = try await record()
        return (record?.minuteOfDay, record?.feedGeneration ?? 1, record?.updatedAt)
    }

    /// Sets the time (minutes after local midnight) or turns the reminder off (nil).
    func setTime(_ minuteOfDay: Int?) async throws {
        try await change { $0.minuteOfDay = minuteOfDay }
    }

    /// Ends the current calendar link: the next one carries the next generation.
    @discardableResult
    func resetFeed() async throws -> Int {
        try await change { $0.feedGeneration += 1 }.feedGeneration
    }

    private func record() async throws -> DailyReminderRecord? {
        try await DailyReminderRecord.query(on: db).filter(\.$ownerID == ownerID).first()
    }

    @discardableResult
    private func change(_ body: (DailyReminderRecord) -> Void) async throws -> DailyReminderRecord {
        let record = try await record() ?? DailyReminderRecord(ownerID: ownerID, minuteOfDay: nil, feedGeneration: 1, updatedAt: now)
        body(record)
        record.updatedAt = now
        try await record.save(on: db)
        return record
    }
}
