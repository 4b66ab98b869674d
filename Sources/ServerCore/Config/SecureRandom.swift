import Vapor

/// Unguessable tokens and their stored digests.
public enum SecureRandom {
    /// `bytes` random bytes from the system CSPRNG, base64url without padding.
    public static func token(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let raw = (0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(Data(raw))
    }

    /// SHA-256 hex digest: what we store instead of an opaque token, so a database leak
    /// does not hand out working tokens.
    public static func digest(_ value: String) -> String {
        SHA256.hash(data: Data(value.utf8)).map { String(format: "%02x", $0) }.joined()
    }

    /// Base64url without padding (RFC 4648 §5): safe in URLs and cookies as it is.
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
