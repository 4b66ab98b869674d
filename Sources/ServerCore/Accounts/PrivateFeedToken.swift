import Foundation

/// The secret in a private feed's URL (`/sleep/calendar/<token>.ics`, `/launches/reminders/<token>.ics`):
/// whoever holds the link reads the feed, with no session, as calendar apps do.
///
/// The secret is not stored: it is an HMAC of the account id and a generation number, so a
/// database leak hands out no feed, and "Reset link" bumps the generation (kept by each app
/// beside its data), which ends every older URL at once. `purpose` keeps one app's token from
/// opening another app's feed.
public struct PrivateFeedToken: Sendable {
    private let signer: URLSigner

    public init(secret: String, purpose: String) {
        signer = URLSigner(secret: secret, purpose: purpose)
    }

    /// "<account id>.<generation>.<signature>".
    public func token(userID: UUID, generation: Int) -> String {
        let id = userID.uuidString.lowercased()
        return "\(id).\(generation).\(signature(id, generation))"
    }

    /// The account and generation a token names, when its signature is this server's for this purpose.
    public func verify(_ token: String) -> (userID: UUID, generation: Int)? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let userID = UUID(uuidString: parts[0]), let generation = Int(parts[1]), generation > 0,
            signer.verify(parts[2], for: resource(parts[0], generation), expires: Self.neverExpires, now: Date())
        else { return nil }
        return (userID, generation)
    }

    /// The account a feed URL's last path component (`<token>.ics`) names, when it is one.
    public func verify(file: String) -> (userID: UUID, generation: Int)? {
        guard file.hasSuffix(".ics") else { return nil }
        return verify(String(file.dropLast(4)))
    }

    /// The link lives until it is reset, so the signature carries no expiry.
    private static let neverExpires = Int64.max

    private func resource(_ id: String, _ generation: Int) -> String { "\(id):\(generation)" }

    private func signature(_ id: String, _ generation: Int) -> String {
        signer.signature(for: resource(id, generation), expires: Self.neverExpires)
    }
}
