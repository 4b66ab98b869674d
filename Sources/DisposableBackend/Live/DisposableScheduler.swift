import Fluent
import Foundation
import ServerCore
import SQLKit
import Vapor

/// Announces reveals and ends as they come due (`event.revealed`, `event.ended` in the log)
/// and deletes events whose retention ran out. Each announcement is claimed with a
/// conditional update, so several server instances never announce one twice.
enum DisposableScheduler {
    /// Runs `tick` every `options.schedulerInterval` while the server runs; on shutdown the
    /// open live streams are closed, so they do not hold the server up.
    static func install(on app: Application, settings: DisposableSettings) {
        app.lifecycle.use(BackgroundLoop(every: settings.options.schedulerInterval) { app in
            do {
                try await tick(app: app, settings: settings)
            } catch {
                app.logger.warning("disposable scheduler: \(String(reflecting: error))")
            }
        })
        app.lifecycle.use(LiveHubShutdown(hub: settings.hub))
    }

    /// One pass (tests call it with a pinned clock).
    static func tick(app: Application, settings: DisposableSettings) async throws {
        let now = app.clock()
        try await announce(.revealed, app: app, settings: settings, now: now)
        try await announce(.ended, app: app, settings: settings, now: now)
        try await EventDeletion.purgeExpired(app: app, settings: settings, now: now)
    }

    private static func announce(
        _ announcement: Announcement, app: Application, settings: DisposableSettings, now: Date
    ) async throws {
        struct Row: Decodable { var id: UUID }
        let flag = announcement.flag
        for candidate in try await DisposableReads.live(app.db.sql).unannounced(announcement, now) {
            try await settings.hub.recording(app: app) { changes in
                try await app.db.transaction { db in
                    // Only the instance whose update flips the flag announces.
                    let flipped = try await db.sql.raw("""
                        UPDATE \(ident: DisposableEvent.schema) SET \(ident: flag) = \(bind: true)
                        WHERE id = \(bind: candidate) AND \(ident: flag) = \(bind: false) RETURNING id
                        """).first(decoding: Row.self)
                    guard flipped != nil else { return }
                    try await changes.append(
                        EventLogEntry(eventID: candidate, type: announcement.logType, audience: .everyone, now: now), on: db)
                }
            }
        }
    }
}

/// Ends every live stream when the server stops.
struct LiveHubShutdown: LifecycleHandler {
    let hub: LiveHub

    func shutdownAsync(_ application: Application) async {
        hub.closeAll()
    }
}
