import Fluent
import Foundation
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// Announces reveals and ends as they come due (`event.revealed`, `event.ended` in the log)
/// and deletes events whose retention ran out. Each announcement is claimed with a
/// conditional update, so several server instances never announce one twice.
struct DisposableScheduler: LifecycleHandler {
    let settings: DisposableSettings
    private let task = NIOLockedValueBox<Task<Void, Never>?>(nil)

    init(settings: DisposableSettings) {
        self.settings = settings
    }

    func didBootAsync(_ application: Application) async throws {
        let settings = settings
        task.withLockedValue {
            $0 = Task { [application] in
                while !Task.isCancelled {
                    do {
                        try await Self.tick(app: application, settings: settings)
                    } catch {
                        application.logger.warning("disposable scheduler: \(String(reflecting: error))")
                    }
                    try? await Task.sleep(for: settings.options.schedulerInterval)
                }
            }
        }
    }

    func shutdownAsync(_ application: Application) async {
        let running = task.withLockedValue { current -> Task<Void, Never>? in
            defer { current = nil }
            return current
        }
        running?.cancel()
        await running?.value
        settings.hub.closeAll()
    }

    /// One pass (tests call it with a pinned clock).
    static func tick(app: Application, settings: DisposableSettings) async throws {
        let now = app.clock()
        try await announce(flag: "revealed_announced", due: "reveal_at", type: "event.revealed", app: app, settings: settings, now: now)
        try await announce(flag: "ended_announced", due: "ends_at", type: "event.ended", app: app, settings: settings, now: now)
        try await EventDeletion.purgeExpired(app: app, settings: settings, now: now)
    }

    private static func announce(
        flag: String, due: String, type: String, app: Application, settings: DisposableSettings, now: Date
    ) async throws {
        guard let sql = app.db as? any SQLDatabase else { return }
        struct Row: Decodable { var id: UUID }
        let candidates = try await sql.raw("""
            SELECT id FROM \(ident: DisposableEvent.schema) WHERE \(ident: flag) = \(bind: false) AND \(ident: due) <= \(bind: now)
            """).all(decoding: Row.self)
        for candidate in candidates {
            let claimed = try await app.db.transaction { db -> Bool in
                guard let sql = db as? any SQLDatabase else { return false }
                // Only the instance whose update flips the flag announces.
                let flipped = try await sql.raw("""
                    UPDATE \(ident: DisposableEvent.schema) SET \(ident: flag) = \(bind: true)
                    WHERE id = \(bind: candidate.id) AND \(ident: flag) = \(bind: false) RETURNING id
                    """).first(decoding: Row.self)
                guard flipped != nil else { return false }
                try await EventLog.append(EventLogEntry(eventID: candidate.id, type: type, audience: .everyone, now: now), on: db)
                return true
            }
            if claimed { await settings.hub.appended(candidate.id, app: app) }
        }
    }
}
