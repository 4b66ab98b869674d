import Fluent
import Foundation
import NIOConcurrencyHelpers
import ServerCore
import Vapor

/// The one way to write the live log. A change's log entries go in the caller's transaction
/// (`append`), and once the work that holds that transaction has returned, every event it
/// touched is announced to its open streams, here and, through the relay, on every instance.
/// Nothing else appends to the log, so no change can reach it without its announcement.
final class LiveChanges: Sendable {
    private let events = NIOLockedValueBox<Set<UUID>>([])

    fileprivate init() {}

    /// Writes `entry` to its event's log in `db` (the change's own transaction).
    ///
    /// Log ids come from a sequence, and streams resume after the last id they read. On
    /// PostgreSQL two transactions appending to one event could commit out of id order, and a
    /// stream that had read id N+1 would never see N. Holding the event's lock from before the
    /// insert until commit makes one event's ids commit in order.
    func append(_ entry: EventLogEntry, on db: any Database) async throws {
        try await TransactionLock.hold("live-log", entry.eventID, on: db)
        try await entry.create(on: db)
        events.withLockedValue { _ = $0.insert(entry.eventID) }
    }

    fileprivate var touched: Set<UUID> { events.withLockedValue { $0 } }
}

extension LiveHub {
    /// Runs `work`, which makes a change and appends its log entries through the given
    /// `LiveChanges` inside its transaction; when `work` returns (committed), the streams of
    /// every event it touched hear of it. When `work` throws, nothing is announced.
    func recording<T: Sendable>(app: Application, _ work: (LiveChanges) async throws -> T) async throws -> T {
        let changes = LiveChanges()
        let result = try await work(changes)
        for eventID in changes.touched {
            refresh(eventID, app: app)
            if let relay = relay.withLockedValue({ $0 }) { await relay(.appended(eventID), app) }
        }
        return result
    }
}
