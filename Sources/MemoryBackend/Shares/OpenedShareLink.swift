import Foundation
import SQLKit

/// What opening a share link needs, read as a value: building the Fluent model (its property
/// wrappers made and torn down) was a tenth of the public share page.
struct OpenedShareLink: ShareLinkLifetime {
    var target: String
    var entryID: UUID?
    var year: Int?
    var month: Int?
    var expiresAt: Date
    var revokedAt: Date?
    var userID: UUID

    /// The link whose token hashes to `tokenDigest`, whatever its state.
    static func find(tokenDigest: String, on sql: any SQLDatabase) async throws -> OpenedShareLink? {
        try await sql.raw("""
            SELECT target, entry_id, "year", "month", expires_at, revoked_at, user_id
            FROM memory_share_links WHERE token_digest = \(bind: tokenDigest) LIMIT 1
            """)
            .first()
            .map { row in
                OpenedShareLink(
                    target: try row.decode(column: "target", as: String.self),
                    entryID: try row.decode(column: "entry_id", as: UUID?.self),
                    year: try row.decode(column: "year", as: Int?.self),
                    month: try row.decode(column: "month", as: Int?.self),
                    expiresAt: try row.decode(column: "expires_at", as: Date.self),
                    revokedAt: try row.decode(column: "revoked_at", as: Date?.self),
                    userID: try row.decode(column: "user_id", as: UUID.self))
            }
    }
}
