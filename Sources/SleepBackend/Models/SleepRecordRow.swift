import Fluent
import Foundation
import ServerCore
import SleepKit

/// One history entry: SleepKit's `BlockRecord` with its occurrence, stored flat.
final class SleepRecordRow: Model, @unchecked Sendable {
    static let schema = "sleep_records"

    // MARK: Managed
    @ID(key: .id) var id: UUID?
    @Field(key: "updated_at") var updatedAt: Date

    // MARK: Data
    @Field(key: "occurrence_id") var occurrenceID: String
    @Field(key: "block_id") var blockID: String
    @Field(key: "kind") var kind: String
    @Field(key: "day") var day: String
    @Field(key: "planned_start") var plannedStart: Date
    @Field(key: "planned_end") var plannedEnd: Date
    @Field(key: "status") var status: String
    @OptionalField(key: "actual_start") var actualStart: Date?
    @OptionalField(key: "actual_end") var actualEnd: Date?
    @OptionalField(key: "restedness") var restedness: Int?
    @Field(key: "note") var note: String
    @Field(key: "snooze_count") var snoozeCount: Int

    // MARK: Relationships
    @Parent(key: "user_id") var owner: User

    init() {}

    /// Listed rather than found by reflection on every query and row: see `ListedModelProperties`.
    var properties: [any AnyProperty] {
        [$id, $updatedAt, $occurrenceID, $blockID, $kind, $day, $plannedStart, $plannedEnd, $status, $actualStart,
         $actualEnd, $restedness, $note, $snoozeCount, $owner]
    }

    init(ownerID: UUID, record: BlockRecord, now: Date) {
        self.$owner.id = ownerID
        occurrenceID = record.id
        apply(record, now: now)
    }

    /// Copies every field of `record` (the row's owner and id stay).
    func apply(_ record: BlockRecord, now: Date) {
        let occurrence = record.occurrence
        blockID = occurrence.blockId
        kind = occurrence.kind.rawValue
        day = occurrence.day.description
        plannedStart = occurrence.start
        plannedEnd = occurrence.end
        status = record.status.rawValue
        actualStart = record.actualStart
        actualEnd = record.actualEnd
        restedness = record.restedness?.rawValue
        note = record.note
        snoozeCount = record.snoozeCount
        updatedAt = now
    }

    /// The kit's value, or nil for a row a newer version wrote in a form this one cannot read.
    var record: BlockRecord? {
        Self.record(
            occurrence: (blockID: blockID, kind: kind, day: day, plannedStart: plannedStart, plannedEnd: plannedEnd),
            status: status, actualStart: actualStart, actualEnd: actualEnd, restedness: restedness, note: note,
            snoozeCount: snoozeCount)
    }

    /// The kit's value from a row's columns (a model, or a row read without one), or nil for a
    /// row a newer version wrote in a form this one cannot read.
    static func record(
        occurrence stored: (blockID: String, kind: String, day: String, plannedStart: Date, plannedEnd: Date),
        status: String, actualStart: Date?, actualEnd: Date?, restedness: Int?, note: String, snoozeCount: Int
    ) -> BlockRecord? {
        guard let kind = BlockKind(rawValue: stored.kind), let status = BlockStatus(rawValue: status),
            let day = DayKey(stored.day)
        else { return nil }
        let block = SleepBlock(id: stored.blockID, start: TimeOfDay(minutes: 0),
                               durationMinutes: Int(stored.plannedEnd.timeIntervalSince(stored.plannedStart) / 60), kind: kind)
        let occurrence = BlockOccurrence(block: block, day: day, start: stored.plannedStart)
        return BlockRecord(occurrence: occurrence, status: status, actualStart: actualStart, actualEnd: actualEnd,
                           restedness: restedness.flatMap(Restedness.init(rawValue:)), note: note, snoozeCount: snoozeCount)
    }
}
