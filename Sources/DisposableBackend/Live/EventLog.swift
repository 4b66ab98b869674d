import Fluent
import Foundation

/// The durable log behind the live stream: every change of an event gets the next id, in the
/// same transaction as the change, so a reconnecting client resumes after its last id and
/// misses nothing (the log lives as long as its event).
enum EventLog {
    /// Entries after `id`, oldest first.
    static func entries(event: UUID, after id: Int64, limit: Int, on db: any Database) async throws -> [EventLogEntry] {
        try await EventLogEntry.query(on: db).filter(\.$eventID == event).filter(\.$id > id)
            .sort(\.$id).limit(limit).all()
    }

    /// The newest id of an event's log (0 when empty).
    static func lastID(event: UUID, on db: any Database) async throws -> Int64 {
        try await EventLogEntry.query(on: db).filter(\.$eventID == event).max(\.$id) ?? 0
    }
}
