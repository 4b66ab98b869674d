import Foundation

/// Where the next page comes from: the previous page's `next` link when it had one, else limit/offset.
public struct PageRequest: Hashable, Sendable {
    public let limit: Int
    public let offset: Int
    public let next: URL?
}

/// What one `loadNext()` added.
public struct PageLoad<Element: Sendable>: Sendable {
    /// Items not seen before, in server order.
    public let newItems: [Element]
    public let freshness: Freshness
    /// Elements of the page that could not be decoded.
    public let skipped: [SkippedElement]
}

/// Accumulates an LL2 list page by page: follows `next` links, removes items already seen (LL2 lists
/// shift while you page, so an item can appear on two pages), and stops at `count` or when no
/// `next` remains.
public struct Paginator<Element: Identifiable & Sendable & Decodable>: Sendable where Element.ID: Sendable {
    public typealias Fetch = @Sendable (PageRequest) async throws -> Fetched<Page<Element>>

    public let pageSize: Int
    public private(set) var items: [Element] = []
    /// The server's total for the query, once a page has been seen.
    public private(set) var totalCount: Int?
    public private(set) var isExhausted = false
    private var seen: Set<Element.ID> = []
    private var next: URL?
    private var offset = 0
    private let fetch: Fetch

    public init(pageSize: Int = 20, fetch: @escaping Fetch) {
        self.pageSize = pageSize
        self.fetch = fetch
    }

    /// Loads the next page; returns an empty load once exhausted.
    public mutating func loadNext() async throws -> PageLoad<Element> {
        guard !isExhausted else { return PageLoad(newItems: [], freshness: .live, skipped: []) }
        let fetched = try await fetch(PageRequest(limit: pageSize, offset: offset, next: next))
        let page = fetched.value
        var fresh: [Element] = []
        for item in page.results where seen.insert(item.id).inserted {
            fresh.append(item)
        }
        items += fresh
        totalCount = page.count
        // Offsets advance by what the server returned (including duplicates and skipped ones), not by what we kept.
        offset += page.results.count + page.skipped.count
        next = page.next
        let received = page.results.count + page.skipped.count
        isExhausted = page.next == nil || received == 0 || offset >= page.count || items.count >= page.count
        return PageLoad(newItems: fresh, freshness: fetched.freshness, skipped: page.skipped)
    }

    /// Loads pages until exhausted or `maxPages` were loaded (a guard against endless lists).
    public mutating func loadAll(maxPages: Int = 50) async throws {
        var pages = 0
        while !isExhausted, pages < maxPages {
            _ = try await loadNext()
            pages += 1
        }
    }

    /// Forgets everything, so the next load starts at the first page (pull to refresh).
    public mutating func reset() {
        items = []
        seen = []
        next = nil
        offset = 0
        totalCount = nil
        isExhausted = false
    }
}
