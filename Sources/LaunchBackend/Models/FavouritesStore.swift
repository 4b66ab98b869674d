import Fluent
import Foundation

/// One account's starred launches (`KeptLaunches`, scoped by the owner): the writes. Reads go
/// through `LaunchReads`.
struct FavouritesStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    private var kept: KeptLaunches<FavouriteRecord> { KeptLaunches(db: db, ownerID: ownerID) }

    /// Stars a launch; starring one already starred changes nothing.
    func star(launchID: String, name: String, net: Date?) async throws {
        try await kept.keep(launchID) { FavouriteRecord(ownerID: ownerID, launchID: launchID, name: name, net: net, createdAt: now) }
    }

    func unstar(_ launchID: String) async throws {
        try await kept.remove(launchID)
    }
}
