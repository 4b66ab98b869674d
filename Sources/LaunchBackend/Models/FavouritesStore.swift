import Fluent
import Foundation

/// One account's starred launches. Every query is scoped by the owner, so no id, guessed or
/// not, reaches another account's rows.
struct FavouritesStore: Sendable {
    let db: any Database
    let ownerID: UUID
    let now: Date

    /// Newest first.
    func all() async throws -> [FavouriteRecord] {
        try await owned().sort(\.$createdAt, .descending).all()
    }

    func contains(_ launchID: String) async throws -> Bool {
        try await owned().filter(\.$launchID == launchID).first() != nil
    }

    /// Stars a launch; starring one already starred changes nothing (the unique index backs this up).
    func star(launchID: String, name: String, net: Date?) async throws {
        guard try await !contains(launchID) else { return }
        try await FavouriteRecord(ownerID: ownerID, launchID: launchID, name: name, net: net, createdAt: now).create(on: db)
    }

    func unstar(_ launchID: String) async throws {
        try await owned().filter(\.$launchID == launchID).delete()
    }

    private func owned() -> QueryBuilder<FavouriteRecord> {
        FavouriteRecord.query(on: db).filter(\.$ownerID == ownerID)
    }
}
