/// The 8-character code people type to join (Crockford base32: no I, L, O or U, so nothing reads
/// as something else), shown as `ABCD-EFGH`. Typing is forgiving: case, spaces and dashes are
/// ignored, and I/L read as 1, O as 0.
public enum ShortCode {
    public static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    public static let length = 8

    /// The canonical code (`ABCDEFGH`) for what a person typed, or nil when it cannot be one.
    public static func normalize(_ input: String) -> String? {
        var code = ""
        for character in input.uppercased() {
            switch character {
            case " ", "-", "\u{2010}", "\u{2011}", "\u{2013}": continue
            case "I", "L": code.append("1")
            case "O": code.append("0")
            default:
                guard alphabet.contains(character) else { return nil }
                code.append(character)
            }
        }
        return code.count == length ? code : nil
    }

    /// `ABCD-EFGH`: two groups are easier to read aloud and to type.
    public static func formatted(_ code: String) -> String {
        guard code.count == length else { return code }
        return "\(code.prefix(4))-\(code.suffix(4))"
    }

    /// A code from 40 random bits (5 per character); `randomBytes` is injected.
    public static func make(randomBytes: (Int) -> [UInt8]) -> String {
        let bytes = randomBytes(5)
        var bits = bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        var characters: [Character] = []
        for _ in 0..<length {
            characters.append(alphabet[Int(bits & 31)])
            bits >>= 5
        }
        return String(characters.reversed())
    }
}
