import Foundation

/// A share link as the API and the pages show it, read as a value (`MemoryReads`): building the
/// Fluent model (its property wrappers made and torn down) was a tenth of the public share page.
struct ShareLinkRecord: ShareLinkLifetime, Sendable {
    var id: UUID
    var target: String
    var entryID: UUID?
    var year: Int?
    var month: Int?
    var createdAt: Date
    var expiresAt: Date
    var revokedAt: Date?
    var userID: UUID
}

extension ShareLink {
    /// The link just created or changed, as the reads would give it.
    func record() throws -> ShareLinkRecord {
        ShareLinkRecord(
            id: try requireID(), target: target, entryID: entryID, year: year, month: month, createdAt: createdAt,
            expiresAt: expiresAt, revokedAt: revokedAt, userID: userID)
    }
}
