import Foundation
import ServerCore

/// Share tokens derived from the link id with the server secret: unguessable, never stored
/// (only their digest is), yet the owner's list can show each link's address again.
struct ShareTokens: Sendable {
    let signer: URLSigner

    init(secret: String) {
        signer = URLSigner(secret: secret, purpose: "memory-share-link")
    }

    func token(for linkID: UUID) -> String {
        signer.signature(for: linkID.uuidString.lowercased(), expires: 0)
    }

    static func digest(_ token: String) -> String { SecureRandom.digest(token) }
}
