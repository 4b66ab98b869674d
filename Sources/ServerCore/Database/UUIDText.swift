import Foundation

/// UUIDs to and from their 36-character text without Foundation's C round trip.
///
/// On Linux `UUID(uuidString:)` goes through `sscanf` and `uuidString` through `snprintf`: with a
/// UUID per row read and another per link written, the two were 5 % of the notes list. These
/// write exactly what Foundation writes (upper case, hyphens after the 8th, 12th, 16th and 20th
/// digit) and read that form in either case. Foundation's `sscanf` also lets odd spellings
/// through (a leading space, a one-digit last group) that `parse` refuses: a caller that must
/// agree with Foundation on those falls back to it, as `SQLiteReadRow` does.
public enum UUIDText {
    /// The UUID `text` spells, or nil when it is not one.
    public static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            let parsed = withUnsafeMutableBytes(of: &value) { out -> Bool in
                var position = 0
                for index in 0..<16 {
                    if position == 8 || position == 13 || position == 18 || position == 23 {
                        guard bytes[position] == UInt8(ascii: "-") else { return false }
                        position += 1
                    }
                    guard let high = nibble(bytes[position]), let low = nibble(bytes[position + 1]) else { return false }
                    out[index] = high << 4 | low
                    position += 2
                }
                return true
            }
            return parsed ? UUID(uuid: value) : nil
        }
    }

    /// `uuid` as Foundation's `uuidString` writes it: upper case, hyphenated.
    public static func string(_ uuid: UUID) -> String {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                var position = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    out[position] = digits[Int(byte >> 4)]
                    out[position + 1] = digits[Int(byte & 0x0F)]
                    position += 2
                }
                return position
            }
        }
    }

    private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
