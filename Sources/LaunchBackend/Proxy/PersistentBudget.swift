import Fluent
import Foundation
import LaunchLibrary

/// The hourly LL2 budget of the whole server, kept in the database: the calls of the last hour
/// are read back on first use, so restarting the server never hands out a fresh hour.
actor PersistentBudget: RequestBudget {
    let limit: Int
    let reserved: Int
    private let database: any Database
    private var window: SlidingWindowBudget?

    init(limit: Int, reserved: Int, database: any Database) {
        self.limit = limit
        self.reserved = reserved
        self.database = database
    }

    func spend(on url: URL, at now: Date) async -> TimeInterval? {
        await loaded(at: now).spend(on: url, at: now)
    }

    /// Calls made in the hour ending at `now`.
    func used(at now: Date) async -> Int {
        await loaded(at: now).used(at: now)
    }

    /// Drops log rows no budget will read again.
    func prune(before cutoff: Date) async {
        try? await UpstreamCallRecord.query(on: database).filter(\.$calledAt < cutoff).delete()
    }

    private func loaded(at now: Date) async -> SlidingWindowBudget {
        if let window { return window }
        let since = now.addingTimeInterval(-3_600)
        let history = (try? await UpstreamCallRecord.query(on: database).filter(\.$calledAt > since).all()) ?? []
        let database = self.database
        let made = SlidingWindowBudget(
            limit: limit, reserved: reserved, history: history.map(\.calledAt),
            record: { date, url in
                let path = LL2Resource.pathAfterVersion(url.path)
                do {
                    try await UpstreamCallRecord(calledAt: date, path: path).create(on: database)
                } catch {
                    database.logger.warning("launches: could not log an LL2 call: \(String(reflecting: error))")
                }
            })
        // Another caller may have loaded it while this one read the log.
        if let window { return window }
        window = made
        return made
    }
}
