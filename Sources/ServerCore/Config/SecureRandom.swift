import Checksum
import Vapor

/// Unguessable tokens and their stored digests.
public enum SecureRandom {
    /// `bytes` random bytes from the system CSPRNG, base64url without padding.
    public static func token(bytes: Int = 32) -> String {
        var generator = SystemRandomNumberGenerator()
        let raw = (0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(raw)
    }

    /// SHA-256 hex digest: what we store instead of an opaque token, so a database leak
    /// does not hand out working tokens.
    public static func digest(_ value: String) -> String {
        Hex.lowercase(SHA256.hash(data: Data(value.utf8)))
    }

    /// Whether two secrets are equal, in time that does not depend on where they differ.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Base64url without padding (RFC 4648 §5): safe in URLs and cookies as it is.
    ///
    /// Written out, not derived from Foundation's base64 by three `replacingOccurrences`
    /// passes: a timeline page signs about fifty media URLs, and those passes were a tenth of it.
    static func base64URL(_ bytes: some Collection<UInt8>) -> String {
        let input = Array(bytes)
        let length = (input.count * 4 + 2) / 3
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            func emit(_ sextet: UInt8) {
                output[written] = base64URLAlphabet[Int(sextet & 0x3F)]
                written += 1
            }
            var index = 0
            while index + 3 <= input.count {
                let (a, b, c) = (input[index], input[index + 1], input[index + 2])
                emit(a >> 2)
                emit(a << 4 | b >> 4)
                emit(b << 2 | c >> 6)
                emit(c)
                index += 3
            }
            switch input.count - index {
            case 1:
                emit(input[index] >> 2)
                emit(input[index] << 4)
            case 2:
                emit(input[index] >> 2)
                emit(input[index] << 4 | input[index + 1] >> 4)
                emit(input[index + 1] << 2)
            default: break
            }
            return written
        }
    }

    private static let base64URLAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
}
