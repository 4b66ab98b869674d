import Vapor
import Foundation

/// Short-lived HMAC-signed URLs for media, so `<img src>` and audio players can fetch files
/// without a bearer token, and a leaked URL stops working within minutes.
///
/// The key is derived from the server's signing secret with a purpose label, so a media
/// signature can never be replayed as anything else the secret signs.
public struct URLSigner: Sendable {
    private let key: SymmetricKey

    public init(secret: String, purpose: String = "media-url") {
        key = SymmetricKey(data: SHA256.hash(data: Data("\(purpose)\u{0}\(secret)".utf8)))
    }

    /// base64url HMAC-SHA256 over `resource` and the expiry (Unix seconds).
    public func signature(for resource: String, expires: Int64) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Array("\(resource)\n\(expires)".utf8), using: key)
        return SecureRandom.base64URL(mac.withUnsafeBytes { Array($0) })
    }

    /// Whether `signature` is this server's for `resource` and has not expired at `now`.
    /// The comparison is constant-time.
    public func verify(_ signature: String, for resource: String, expires: Int64, now: Date) -> Bool {
        guard Int64(now.timeIntervalSince1970) <= expires else { return false }
        return SecureRandom.constantTimeEquals(self.signature(for: resource, expires: expires), signature)
    }
}
