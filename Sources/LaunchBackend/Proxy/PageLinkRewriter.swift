import Foundation
import LaunchLibrary

/// Rewrites the `next` and `previous` links of an LL2 page so they point at this server's
/// JSON routes, leaving every other byte of LL2's answer as it was (numbers, escapes, order):
/// a client following `next` stays on our cache instead of spending LL2's rate limit.
struct PageLinkRewriter: Sendable {
    /// This server's API root, ending in the API version (`…/launches/api/2.2.0/`).
    let apiBase: URL

    func rewrite(_ body: Data) -> Data {
        let bytes = [UInt8](body)
        guard let members = TopLevelMembers(bytes) else { return body }
        var output = bytes
        // Replace from the end so earlier ranges stay valid.
        for member in members.values.reversed() where member.key == "next" || member.key == "previous" {
            guard let link = member.stringValue(in: bytes), let url = URL(string: link) else { continue }
            let local = LL2Endpoint(link: url).url(relativeTo: apiBase) ?? url
            output.replaceSubrange(member.valueRange, with: Array(Self.jsonString(local.absoluteString).utf8))
        }
        return Data(output)
    }

    private static func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}

/// The members of a JSON object at the top level: each key and the byte range of its value.
/// A scanner, not a parser: it only needs to step over nested values correctly.
struct TopLevelMembers {
    struct Member {
        let key: String
        let valueRange: Range<Int>

        /// The value when it is a JSON string (escapes resolved: 2.3.0 writes `https:\/\/…`), else nil.
        func stringValue(in bytes: [UInt8]) -> String? {
            let slice = bytes[valueRange]
            guard slice.first == UInt8(ascii: "\"") else { return nil }
            let array = [UInt8(ascii: "[")] + slice + [UInt8(ascii: "]")]
            return (try? JSONDecoder().decode([String].self, from: Data(array)))?.first
        }
    }

    let values: [Member]

    init?(_ bytes: [UInt8]) {
        var index = 0
        func skipSpace() { while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 } }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var members: [Member] = []
        while true {
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { break }
            if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
            guard let keyEnd = Self.endOfString(bytes, from: index) else { return nil }
            let key = String(decoding: bytes[(index + 1)..<(keyEnd - 1)], as: UTF8.self)
            index = keyEnd
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipSpace()
            guard let valueEnd = Self.endOfValue(bytes, from: index) else { return nil }
            members.append(Member(key: key, valueRange: index..<valueEnd))
            index = valueEnd
        }
        values = members
    }

    /// The index just past the string that starts at `start` (which must be a quote).
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The index just past the value starting at `start`: strings, nested objects and arrays, literals.
    private static func endOfValue(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(bytes, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(bytes, from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 9, 10, 13, 32].contains(bytes[index]) {
                index += 1
            }
            return index
        }
    }
}
