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
    /// The log rows of this process's calls, by when they were made, so a refund deletes its own.
    private var rows: [Date: [UUID]] = [:]

    init(limit: Int, reserved: Int, database: any Database) {
        self.limit = limit
        self.reserved = reserved
        self.database = database
    }

    func spend(on url: URL, at now: Date) async -> TimeInterval? {
        await loaded(at: now).spend(on: url, at: now)
    }

    func refund(on url: URL, spentAt: Date) async {
        await loaded(at: spentAt).refund(on: url, spentAt: spentAt)
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
            record: { [weak self] date, url in
                let row = UpstreamCallRecord(calledAt: date, path: LL2Resource.pathAfterVersion(url.path))
                do {
                    try await row.create(on: database)
                    if let id = row.id { await self?.remember(id, at: date) }
                } catch {
                    database.logger.warning("launches: could not log an LL2 call: \(String(reflecting: error))")
                }
            },
            retract: { [weak self] date, _ in
                guard let id = await self?.forget(at: date) else { return }
                do {
                    try await UpstreamCallRecord.query(on: database).filter(\.$id == id).delete()
                } catch {
                    database.logger.warning("launches: could not unlog a refunded LL2 call: \(String(reflecting: error))")
                }
            })
        // Another caller may have loaded it while this one read the log.
        if let window { return window }
        window = made
        return made
    }

    private func remember(_ id: UUID, at date: Date) {
        rows[date, default: []].append(id)
        // Rows older than the window are never refunded: keep the map as small as the hour.
        if rows.count > 4 * limit + 16 {
            let cutoff = date.addingTimeInterval(-3_600)
            rows = rows.filter { $0.key > cutoff }
        }
    }

    private func forget(at date: Date) -> UUID? {
        guard let id = rows[date]?.popLast() else { return nil }
        if rows[date]?.isEmpty == true { rows[date] = nil }
        return id
    }
}
