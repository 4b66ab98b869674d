import Fluent
import Foundation

/// One account's starred launches (`KeptLaunches`, scoped by the owner).
struct FavouritesStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    private var kept: KeptLaunches<FavouriteRecord> { KeptLaunches(db: db, ownerID: ownerID) }

    /// Newest first.
    func all() async throws -> [FavouriteRecord] {
        try await kept.all().sorted { $0.createdAt > $1.createdAt }
    }

    func contains(_ launchID: String) async throws -> Bool {
        try await kept.contains(launchID)
    }

    /// Stars a launch; starring one already starred changes nothing.
    func star(launchID: String, name: String, net: Date?) async throws {
        try await kept.keep(launchID) { FavouriteRecord(ownerID: ownerID, launchID: launchID, name: name, net: net, createdAt: now) }
    }

    func unstar(_ launchID: String) async throws {
        try await kept.remove(launchID)
    }
}
