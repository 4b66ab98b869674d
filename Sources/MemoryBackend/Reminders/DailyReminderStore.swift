import Fluent
import Foundation
import Localization

/// One account's daily reminder, changed only through its owner's id (read through
/// `MemoryReads.reminder`).
struct DailyReminderStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    /// Sets the time (minutes after local midnight) or turns the reminder off (nil), in the
    /// time zone and language of the browser that set it.
    func setTime(_ minuteOfDay: Int?, timeZone: TimeZone, language: Language) async throws {
        try await change {
            $0.minuteOfDay = minuteOfDay
            $0.timeZone = timeZone.identifier
            $0.language = language.rawValue
        }
    }

    /// Ends the current calendar link: the next one carries the next generation.
    @discardableResult
    func resetFeed() async throws -> Int {
        try await change { $0.feedGeneration += 1 }.feedGeneration
    }

    /// The row a change loads and saves.
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
