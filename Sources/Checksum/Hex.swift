/// Bytes as lower-case hexadecimal ("3f9a…"): digests in URLs, ETags and stored fingerprints.
///
/// Written out from a table: `String(format: "%02x")` per byte went through Foundation's format
/// parser 32 times for every SHA-256, on every signed-in request.
public enum Hex {
    public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
