import Foundation
import LaunchLibrary
import Localization

/// Every launch the cache holds (list pages, program histories, details), each once, with its
/// search fields folded: search reads what the server already has and never asks LL2.
///
/// Rebuilt only when the cache's generation moved (an LL2 answer was saved), so a search costs
/// one fold of the query and a scan.
actor CachedLaunchIndex {
    struct Entry: Sendable {
        let launch: Launch
        /// When the answer this copy comes from was saved (the bundled snapshot's are years old).
        let storedAt: Date
        /// Name, mission, provider, rocket, pad and place, folded by `SearchFolding`.
        let folded: [[UInt8]]
    }

    struct Snapshot: Sendable {
        let entries: [Entry]
        /// How many launches LL2 lists in total (upcoming + previous), when the cache holds both
        /// lists' first pages; nil when it cannot say.
        let upstreamTotal: Int?

        /// The newest cached copy of the launch `id` (entries are sorted by id).
        func entry(id: String) -> Entry? {
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].launch.id < id { low = middle + 1 } else { high = middle }
            }
            return low < entries.count && entries[low].launch.id == id ? entries[low] : nil
        }
    }

    private let cache: DatabaseResponseCache
    private let requests: LaunchRequests
    private let baseURL: URL
    private var built: (generation: Int, snapshot: Snapshot)?

    init(cache: DatabaseResponseCache, requests: LaunchRequests, baseURL: URL) {
        self.cache = cache
        self.requests = requests
        self.baseURL = baseURL
    }

    /// The index as of the cache's current generation.
    func current() async -> Snapshot {
        let generation = await cache.generation
        if let built, built.generation == generation { return built.snapshot }
        let (responses, at) = await cache.everything()
        let snapshot = Self.build(responses, totalKeys: totalKeys)
        built = (at, snapshot)
        return snapshot
    }

    /// The two lists whose `count` says how many launches LL2 has.
    private var totalKeys: [String] {
        [requests.launches(.upcoming), requests.launches(.previous)].compactMap { $0.url(relativeTo: baseURL)?.absoluteString }
    }

    static func build(_ responses: [String: CachedResponse], totalKeys: [String]) -> Snapshot {
        var newest: [String: (launch: Launch, storedAt: Date)] = [:]
        func add(_ launch: Launch, _ storedAt: Date) {
            if let known = newest[launch.id], known.storedAt > storedAt { return }
            newest[launch.id] = (launch, storedAt)
        }
        var counts: [String: Int] = [:]
        for (url, response) in responses {
            // A detail first: a page has no id or name, while a page's decoding forgives what it lacks
            // (a page of programs decodes as launches that were all skipped).
            if let launch = try? LL2Decoder.decode(Launch.self, from: response.body) {
                add(launch, response.storedAt)
            } else if let page = try? LL2Decoder.decode(Page<Launch>.self, from: response.body), !page.results.isEmpty || page.skipped.isEmpty {
                page.results.forEach { add($0, response.storedAt) }
                counts[url] = page.count
            }
        }
        let lists = totalKeys.compactMap { counts[$0] }
        let entries = newest.values.map {
            Entry(launch: $0.launch, storedAt: $0.storedAt, folded: fields($0.launch).map(SearchFolding.foldedUTF8))
        }
        return Snapshot(
            entries: entries.sorted { $0.launch.id < $1.launch.id },
            upstreamTotal: lists.count == totalKeys.count ? max(lists.reduce(0, +), entries.count) : nil)
    }

    /// What a search looks in: name, mission, provider, rocket and pad with its place
    /// (docs/apps/launches.md#search).
    static func fields(_ launch: Launch) -> [String] {
        let configuration = launch.rocket?.configuration
        return [
            launch.name, launch.mission?.name, launch.launchServiceProvider?.name,
            configuration?.fullName, configuration?.name, launch.pad?.name, launch.pad?.location?.name,
        ].compactMap { $0 }
    }
}

extension CachedLaunchIndex.Snapshot {
    /// The launches matching `query`, soonest first for the future and most recent first for
    /// the past (what a reader looks for first), then undated ones.
    /// Each comes with when it was saved, which is what its row may claim (`LaunchPhase`).
    func matches(_ query: SearchQuery, now: Date) -> [CachedLaunchIndex.Entry] {
        let found = entries.filter { query.matches(folded: $0.folded) }
        return found.sorted { a, b in
            let (a, b) = (a.launch, b.launch)
            switch (a.net, b.net) {
            case (let x?, let y?):
                let (xFuture, yFuture) = (x >= now, y >= now)
                if xFuture != yFuture { return xFuture }
                return xFuture ? x < y : x > y
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.name < b.name
            }
        }
    }
}
