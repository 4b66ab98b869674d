import Fluent
import Foundation
import ServerCore
import Vapor

/// Deleting photos for good: the rows, a `photo.removed` for the live galleries, and every
/// stored copy (original, display copy, thumbnail). The shots they cost stay spent.
enum PhotoRemoval {
    static func remove(_ photos: [PhotoRecord], app: Application, settings: DisposableSettings) async throws {
        guard !photos.isEmpty else { return }
        let now = app.clock()
        try await settings.hub.recording(app: app) { changes in
            try await app.db.transaction { db in
                try await DisposablePhoto.query(on: db).filter(\.$id ~~ photos.map(\.id)).delete()
                for photo in photos {
                    try await changes.append(
                        EventLogEntry(eventID: photo.eventID, type: "photo.removed",
                                      audience: photo.hidden ? .privileged : .photo, photoID: photo.id,
                                      participantID: photo.participantID, now: now), on: db)
                }
            }
            for photo in photos {
                for variant in DisposablePhoto.Variant.allCases { await settings.store.delete(at: photo.location(variant)) }
            }
        }
    }
}

/// Deleting a whole event (its organizer, retention, the organizer's account going): rows by
/// cascade, then the event's media folder, then its open streams.
enum EventDeletion {
    static func delete(_ eventID: UUID, app: Application, settings: DisposableSettings) async throws {
        // Whoever would have heard of its reveal or end: their queued pushes go with it (a
        // guest's devices too: the guest is gone).
        let reads = DisposableReads.live(app.db.sql)
        let accounts = Set(try await reads.accounts(eventID))
        let participants = try await reads.participants(eventID).compactMap(\.id)
        try await app.db.transaction { db in
            try await DisposablePush.forget(participants: participants, on: db)
            try await DisposableEvent.query(on: db).filter(\.$id == eventID).delete()
        }
        await app.push.replan([.disposable], users: accounts, on: app)
        await settings.store.deleteAll(owner: eventID)
        await settings.hub.revoke(.event(eventID), app: app)
    }

    /// Every event whose retention ran out by `now`; returns how many went.
    @discardableResult
    static func purgeExpired(app: Application, settings: DisposableSettings, now: Date) async throws -> Int {
        let expired = try await DisposableReads.live(app.db.sql).expiredEvents(now)
        for eventID in expired {
            try await delete(eventID, app: app, settings: settings)
            app.logger.info("disposable: retention deleted event \(eventID)")
        }
        return expired.count
    }
}
