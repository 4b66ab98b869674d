import Vapor

/// RFC 8291 message encryption for Web Push (`Content-Encoding: aes128gcm`, RFC 8188): one
/// record, P-256 ECDH with the browser's key, HKDF-SHA-256 keyed by its auth secret, AES-128-GCM.
///
/// The body is `salt (16) ‖ rs (4, big-endian) ‖ idlen (1) = 65 ‖ keyid = our ephemeral public
/// key (65) ‖ ciphertext`, where the plaintext is followed by the last-record delimiter `0x02`
/// and `padding` zero bytes (the push service sees only the length).
public enum WebPushEncryption {
    /// The record size written in the header; our whole message is one record below it.
    public static let recordSize: UInt32 = 4096
    /// A push service takes 4096 bytes of body; the header (86), the delimiter (1) and the tag
    /// (16) leave this much for the message.
    public static let maxPlaintextBytes = 4096 - 86 - 1 - 16

    public enum Failure: Error, Equatable {
        case invalidUserAgentKey
        case invalidAuthSecret
        case tooLong(bytes: Int)
    }

    /// Encrypts `plaintext` for a subscription's `p256dh` key and `auth` secret (raw bytes).
    /// `serverKey` and `salt` are fresh for every message; tests pass the RFC's to compare bytes.
    public static func encrypt(
        _ plaintext: [UInt8], userAgentPublicKey: [UInt8], authSecret: [UInt8], padding: Int = 0,
        serverKey: P256.KeyAgreement.PrivateKey = .init(), salt: [UInt8]? = nil
    ) throws -> [UInt8] {
        guard authSecret.count == 16 else { throw Failure.invalidAuthSecret }
        guard plaintext.count + padding <= maxPlaintextBytes else { throw Failure.tooLong(bytes: plaintext.count + padding) }
        let userAgentKey: P256.KeyAgreement.PublicKey
        do { userAgentKey = try P256.KeyAgreement.PublicKey(x963Representation: userAgentPublicKey) } catch {
            throw Failure.invalidUserAgentKey
        }
        let salt = salt ?? SecureRandom.bytes(16)
        let serverPublic = Array(serverKey.publicKey.x963Representation)
        let shared = try serverKey.sharedSecretFromKeyAgreement(with: userAgentKey)

        // IKM = HKDF(salt = auth_secret, ikm = ecdh_secret, info = "WebPush: info\0" ‖ ua_public ‖ as_public, 32)
        let keyInfo = Array("WebPush: info".utf8) + [0] + userAgentPublicKey + serverPublic
        let ikm = shared.hkdfDerivedSymmetricKey(using: SHA256.self, salt: authSecret, sharedInfo: keyInfo, outputByteCount: 32)
        // CEK and NONCE from HKDF(salt, IKM) with the RFC 8188 labels.
        let contentKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: ikm, salt: salt, info: Array("Content-Encoding: aes128gcm".utf8) + [0], outputByteCount: 16)
        let nonceBytes = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: ikm, salt: salt, info: Array("Content-Encoding: nonce".utf8) + [0], outputByteCount: 12
        ).withUnsafeBytes { Array($0) }

        let record = plaintext + [2] + [UInt8](repeating: 0, count: padding)
        let sealed = try AES.GCM.seal(record, using: contentKey, nonce: try AES.GCM.Nonce(data: nonceBytes))
        var body = salt
        body.reserveCapacity(86 + record.count + 16)
        withUnsafeBytes(of: recordSize.bigEndian) { body += $0 }
        body.append(UInt8(serverPublic.count))
        body += serverPublic
        body += sealed.ciphertext
        body += sealed.tag
        return body
    }
}

extension SecureRandom {
    /// `count` bytes from the system CSPRNG.
    static func bytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// Bytes of a base64url text (padding optional); nil when it is not base64url.
    public static func base64URLDecoded(_ text: String) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        guard !base64.contains("=") || text.hasSuffix("=") else { return nil }
        base64 = base64.trimmingCharacters(in: CharacterSet(charactersIn: "="))
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map { Array($0) }
    }

    /// Base64url without padding, for callers outside this file's module (tests).
    public static func base64URLEncoded(_ bytes: some Collection<UInt8>) -> String { base64URL(bytes) }
}
