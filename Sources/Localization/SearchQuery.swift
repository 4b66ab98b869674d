/// A parsed search: the folded words a text must all contain, in any order. Notes, launches
/// and every other search in the suite fold the same way (`SearchFolding`: case, diacritics and
/// the Turkish i's aside).
///
/// "market list" finds "List for the market": every word has to appear, which is what
/// people expect from a search field, and a one-word query is a plain "contains".
public struct SearchQuery: Sendable, Equatable {
    /// The folded words, as UTF-8 bytes.
    public let terms: [[UInt8]]

    public init(_ text: String) {
        terms =
            text
            .split(whereSeparator: { $0.isWhitespace })
            .map { SearchFolding.foldedUTF8(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// An empty query matches everything.
    public var isEmpty: Bool { terms.isEmpty }

    /// Whether every term occurs in one of the folded `fields`.
    public func matches(folded fields: [[UInt8]]) -> Bool {
        terms.allSatisfy { term in fields.contains { Self.contains($0, term) } }
    }

    /// Byte-wise substring search; both sides are folded, so bytes compare like letters.
    public static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        if needle.isEmpty { return true }
        let lastStart = haystack.count - needle.count
        if lastStart < 0 { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                let first = pin[0]
                var start = 0
                outer: while start <= lastStart {
                    if hay[start] != first {
                        start += 1
                        continue
                    }
                    var offset = 1
                    while offset < pin.count {
                        if hay[start + offset] != pin[offset] {
                            start += 1
                            continue outer
                        }
                        offset += 1
                    }
                    return true
                }
                return false
            }
        }
    }
}
