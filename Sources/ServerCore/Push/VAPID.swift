import NIOConcurrencyHelpers
import Vapor

/// RFC 8292 (VAPID): the server identifies itself to a push service with an ES256 JWT whose `aud`
/// is the push service's origin, `exp` at most 24 hours ahead and `sub` a contact, sent as
/// `Authorization: vapid t=<JWT>, k=<public key>`.
///
/// The key pair is `VAPID_PRIVATE_KEY` (the raw 32-byte P-256 private scalar, base64url — what
/// `web-push generate-vapid-keys` and py-vapid print as the private key) or `vapid.private` in the
/// data directory, generated on first start. It never changes by itself: browsers bind every
/// subscription to the public key, so a new key would silently orphan them all.
public final class VAPIDSigner: Sendable {
    public let key: P256.Signing.PrivateKey
    public let contact: String
    /// How long a token is valid; a push service refuses more than 24 hours.
    public let lifetime: TimeInterval = 12 * 3600
    /// Signed tokens per audience, reused until an hour before they expire: one ECDSA signature
    /// per push service per 11 hours instead of one per message.
    private let cache = NIOLockedValueBox<[String: (token: String, expires: Date)]>([:])

    public init(key: P256.Signing.PrivateKey, contact: String) {
        self.key = key
        self.contact = contact
    }

    /// The uncompressed public key, base64url: the browser's `applicationServerKey` and the `k=`.
    public var publicKey: String { SecureRandom.base64URL(key.publicKey.x963Representation) }

    /// The `Authorization` header for a request to `endpoint`'s push service.
    public func authorization(for endpoint: URL, now: Date) throws -> String {
        "vapid t=\(try token(audience: Self.origin(of: endpoint), now: now)),k=\(publicKey)"
    }

    /// `scheme://host[:port]`: the JWT's audience.
    public static func origin(of endpoint: URL) -> String {
        let scheme = endpoint.scheme ?? "https"
        let defaultPort = scheme == "https" ? 443 : 80
        let port = endpoint.port.map { $0 == defaultPort ? "" : ":\($0)" } ?? ""
        return "\(scheme)://\(endpoint.host ?? "")\(port)"
    }

    public func token(audience: String, now: Date) throws -> String {
        if let cached = cache.withLockedValue({ $0[audience] }), cached.expires.timeIntervalSince(now) > 3600 {
            return cached.token
        }
        let expires = now.addingTimeInterval(lifetime)
        let header = SecureRandom.base64URL(Array(#"{"typ":"JWT","alg":"ES256"}"#.utf8))
        let claims = try JSONSerialization.data(
            withJSONObject: ["aud": audience, "exp": Int(expires.timeIntervalSince1970), "sub": contact],
            options: [.sortedKeys, .withoutEscapingSlashes])
        let signingInput = header + "." + SecureRandom.base64URL(claims)
        // JWS ES256 wants the raw r ‖ s form (64 bytes), not DER.
        let signature = try key.signature(for: Data(signingInput.utf8)).rawRepresentation
        let token = signingInput + "." + SecureRandom.base64URL(signature)
        cache.withLockedValue { $0[audience] = (token, expires) }
        return token
    }

    /// `VAPID_PRIVATE_KEY`, else the data directory's `vapid.private`, else a new key written there.
    static func loadKey(environment value: String?, dataDirectory: URL) throws -> P256.Signing.PrivateKey {
        if let value, !value.isEmpty {
            guard let raw = SecureRandom.base64URLDecoded(value.trimmingCharacters(in: .whitespacesAndNewlines)),
                let key = try? P256.Signing.PrivateKey(rawRepresentation: raw)
            else {
                throw ConfigError.invalid(
                    key: "VAPID_PRIVATE_KEY", reason: "must be a P-256 private key: its 32 raw bytes, base64url")
            }
            return key
        }
        let file = dataDirectory.appendingPathComponent("vapid.private")
        if let stored = try? String(contentsOf: file, encoding: .utf8), !stored.isEmpty {
            guard let raw = SecureRandom.base64URLDecoded(stored.trimmingCharacters(in: .whitespacesAndNewlines)),
                let key = try? P256.Signing.PrivateKey(rawRepresentation: raw)
            else {
                // Never replaced on its own: every subscription is bound to this key.
                throw ConfigError.invalid(key: "vapid.private", reason: "in the data directory is not a P-256 key; restore it")
            }
            return key
        }
        let key = P256.Signing.PrivateKey()
        try Data(SecureRandom.base64URL(key.rawRepresentation).utf8).write(to: file, options: .withoutOverwriting)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        return key
    }
}
