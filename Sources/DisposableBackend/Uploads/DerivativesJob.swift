import Fluent
import Foundation
import Imaging
import ServerCore
import Vapor

/// Makes a photo's display copy (long edge 1920, unless a viewer had it made already) and grid
/// thumbnail in the background: upright, no metadata at all, the original untouched. From the
/// database job queue, so a crash loses nothing; `photo.updated` tells the galleries when they
/// exist.
enum DerivativesJob {
    static let kind = "disposable.derivatives"
    static let displayEdge = 1920
    static let thumbnailEdge = 480

    static func run(payload: String, app: Application, settings: DisposableSettings) async throws {
        guard let id = UUID(uuidString: payload),
            let photo = try await DisposableReads.live(app.db.sql).queuedPhoto(id)
        else { return }  // deleted meanwhile: nothing to do
        // Behind any upload's inspection: a guest waiting for an answer goes first. A viewer (the
        // wall) may have had the display copy made already (`DisplayCopies`).
        let display = try await settings.displayCopies.copy(of: photo, settings: settings, priority: .background)
        let thumbnail = try await settings.imaging.thumbnail(of: display, longEdge: thumbnailEdge, priority: .background)
        try await settings.store.write(thumbnail.jpeg, at: photo.location(.thumbnail))
        let now = app.clock()
        let updated = try await settings.hub.recording(app: app) { changes in
            try await app.db.transaction { db -> Bool in
                // The edit loads the row it saves again, inside the transaction (a hide may have come meanwhile).
                guard let current = try await DisposablePhoto.find(id, on: db) else { return false }
                current.status = DisposablePhoto.Status.ready.rawValue
                try await current.update(on: db)
                try await changes.append(
                    EventLogEntry(eventID: current.eventID, type: "photo.updated",
                                  audience: current.hidden ? .privileged : .photo, photoID: id,
                                  participantID: current.participantID, now: now), on: db)
                return true
            }
        }
        if !updated {
            // Deleted while the copies were being made: they go too.
            await settings.store.delete(at: photo.location(.display))
            await settings.store.delete(at: photo.location(.thumbnail))
        }
    }

    /// Runs a due job now instead of at the worker's next poll, so a new photo's copies (and
    /// the wall's display copy) follow within a moment; the application waits for it at shutdown.
    static func kick(_ app: Application) {
        app.runDueJobSoon()
    }
}
