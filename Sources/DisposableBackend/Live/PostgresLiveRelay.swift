import Fluent
import Foundation
import NIOConcurrencyHelpers
import FluentPostgresDriver
import SQLKit
import Vapor

/// Carries "this event's log grew" between server instances that share a PostgreSQL database:
/// each change is announced with `pg_notify`, and every instance LISTENs on its own connection
/// and lets its hub read the new entries. A dropped connection is re-opened; a notification
/// missed meanwhile costs nothing, because streams resume from the log by id.
struct PostgresLiveRelay: LifecycleHandler {
    static let channel = "disposable_live"

    let hub: LiveHub
    private let task = NIOLockedValueBox<Task<Void, Never>?>(nil)

    static func install(on app: Application, hub: LiveHub) {
        hub.relay.withLockedValue {
            $0 = { eventID, app in
                guard let sql = app.db as? any SQLDatabase else { return }
                do {
                    try await sql.raw("SELECT pg_notify(\(bind: channel), \(bind: eventID.uuidString))").run()
                } catch {
                    app.logger.warning("live relay: notify failed: \(String(reflecting: error))")
                }
            }
        }
        app.lifecycle.use(PostgresLiveRelay(hub: hub))
    }

    func didBootAsync(_ application: Application) async throws {
        guard let url = application.config.databaseURL else { return }
        let configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
        let hub = hub
        task.withLockedValue {
            $0 = Task { [application] in
                var attempt = 0
                while !Task.isCancelled {
                    do {
                        let connection = try await PostgresConnection.connect(
                            on: application.eventLoopGroup.any(), configuration: configuration, id: 1,
                            logger: application.logger
                        ).get()
                        attempt = 0
                        try await withTaskCancellationHandler {
                            try await connection.listen(on: Self.channel) { notifications in
                                for try await notification in notifications {
                                    if let eventID = UUID(uuidString: notification.payload) {
                                        hub.refresh(eventID, app: application)
                                    }
                                }
                            }
                        } onCancel: {
                            connection.close().whenComplete { _ in }
                        }
                        try? await connection.close().get()
                    } catch {
                        if Task.isCancelled { return }
                        attempt += 1
                        application.logger.warning("live relay: LISTEN lost (\(String(reflecting: error))); retrying")
                    }
                    try? await Task.sleep(for: .milliseconds(min(5_000, 200 * (1 << min(attempt, 5)))))
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
    }
}
