import Fluent
import Foundation
import ServerCore
import FluentPostgresDriver
import NIOConcurrencyHelpers
import SQLKit
import Vapor

/// Carries "this event's log grew" and "this caller's access ended" between server instances that share a PostgreSQL database:
/// each change is announced with `pg_notify`, and every instance LISTENs on its own connection
/// and lets its hub read the new entries. A dropped connection is re-opened; a notification
/// missed meanwhile costs nothing, because streams resume from the log by id (and a revoked
/// caller that reconnects is refused by the database).
enum PostgresLiveRelay {
    static let channel = "disposable_live"

    static func install(on app: Application, hub: LiveHub) {
        app.storage[ListeningKey.self] = NIOLockedValueBox(false)
        hub.relay.withLockedValue {
            $0 = { signal, app in
                let sql = app.liveReads.sql
                do {
                    try await sql.raw("SELECT pg_notify(\(bind: channel), \(bind: signal.payload))").run()
                } catch {
                    app.logger.warning("live relay: notify failed: \(String(reflecting: error))")
                }
            }
        }
        // One pass listens until the connection drops (or the server stops); the loop opens
        // the next one a second later.
        app.lifecycle.use(BackgroundLoop(every: .seconds(1), atBoot: nil) { app in
            await listen(app: app, hub: hub)
        })
    }

    private static func listen(app: Application, hub: LiveHub) async {
        guard let url = app.config.databaseURL else { return }
        let connection: PostgresConnection
        do {
            let configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
            connection = try await PostgresConnection.connect(
                on: app.eventLoopGroup.any(), configuration: configuration, id: 1, logger: app.logger
            ).get()
        } catch {
            if !Task.isCancelled { app.logger.warning("live relay: cannot connect (\(String(reflecting: error))); retrying") }
            return
        }
        do {
            try await withTaskCancellationHandler {
                try await connection.listen(on: channel) { notifications in
                    listening(app)?.withLockedValue { $0 = true }
                    defer { listening(app)?.withLockedValue { $0 = false } }
                    for try await notification in notifications {
                        switch LiveSignal(payload: notification.payload) {
                        case .appended(let eventID): hub.refresh(eventID, app: app)
                        case .ended(let end): hub.endLocally(end)
                        case nil: break
                        }
                    }
                }
            } onCancel: {
                connection.close().whenComplete { _ in }
            }
        } catch {
            if !Task.isCancelled { app.logger.warning("live relay: LISTEN lost (\(String(reflecting: error))); retrying") }
        }
        // Awaited, not deferred: a connection must be closed before it is released.
        try? await connection.close()
    }

    /// Whether this instance's LISTEN is open. Only tests wait for it: at boot the first one
    /// opens a second late, and a stream misses nothing meanwhile (it resumes from the log).
    static func isListening(_ app: Application) -> Bool {
        listening(app)?.withLockedValue { $0 } ?? false
    }

    private static func listening(_ app: Application) -> NIOLockedValueBox<Bool>? { app.storage[ListeningKey.self] }

    private struct ListeningKey: StorageKey { typealias Value = NIOLockedValueBox<Bool> }
}
