import Foundation

/// LL2's paging envelope (`count`, `next`, `previous`, `results`).
///
/// Results are decoded one element at a time: an element that fails to decode is recorded in
/// `skipped` instead of failing the page, so one odd launch never hides the other 99.
public struct Page<Element: Decodable & Sendable>: Decodable, Sendable {
    /// Total number of items the query matches on the server (not on this page).
    public let count: Int
    public let next: URL?
    public let previous: URL?
    public let results: [Element]
    /// Elements that could not be decoded, with their position and why.
    public let skipped: [SkippedElement]

    public init(count: Int, next: URL? = nil, previous: URL? = nil, results: [Element], skipped: [SkippedElement] = []) {
        self.count = count
        self.next = next
        self.previous = previous
        self.results = results
        self.skipped = skipped
    }

    private enum CodingKeys: String, CodingKey { case count, next, previous, results }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var results: [Element] = []
        var skipped: [SkippedElement] = []
        if var list = try? container.nestedUnkeyedContainer(forKey: .results) {
            results.reserveCapacity(list.count ?? 0)
            while !list.isAtEnd {
                let index = list.currentIndex
                do {
                    results.append(try list.decode(Element.self))
                } catch {
                    // A failed decode does not advance the container; the probe always succeeds and does.
                    let probe = try list.decode(SkipProbe.self)
                    skipped.append(SkippedElement(index: index, id: probe.id, reason: String(describing: error)))
                }
            }
        }
        self.results = results
        self.skipped = skipped
        self.count = (try? container.decodeIfPresent(Int.self, forKey: .count)) ?? results.count
        self.next = try? container.decodeIfPresent(URL.self, forKey: .next)
        self.previous = try? container.decodeIfPresent(URL.self, forKey: .previous)
    }
}

/// One result element that was left out of a page.
public struct SkippedElement: Hashable, Sendable {
    /// Position in the page's `results` array.
    public let index: Int
    /// The element's `id`, when it had a readable one.
    public let id: String?
    /// The decoding error, for logs.
    public let reason: String
}

/// Reads whatever sits at the current array position, only to step over it and salvage its id.
private struct SkipProbe: Decodable {
    let id: String?
    private enum CodingKeys: String, CodingKey { case id }

    init(from decoder: any Decoder) throws {
        let container = try? decoder.container(keyedBy: CodingKeys.self)
        id = try? container?.looseString(.id)
    }
}
