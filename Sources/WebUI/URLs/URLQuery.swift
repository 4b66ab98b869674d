/// Percent-encoding for values put into a path, a query string or a form body.
public enum URLQuery {
    /// `value` with everything but RFC 3986's unreserved characters percent-encoded (each UTF-8
    /// byte as `%XX`, upper-case), so `&`, `=`, `?`, `/`, `#` and spaces cannot change the meaning
    /// of the URL around it.
    ///
    /// Written over the UTF-8 bytes: Foundation's `addingPercentEncoding` bridges through
    /// CoreFoundation, which cost more than the rest of a list row's link. Most values (ids,
    /// slugs) need no escaping and come back as they are.
    public static func encode(_ value: String) -> String {
        guard value.utf8.contains(where: { !isUnreserved($0) }) else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count * 3)
        for byte in value.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    @inline(__always)
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
