import Foundation
import LaunchLibrary

/// The answers the server gives for URLs LL2 has never answered, built at start from the real
/// LL2 recordings bundled in `Snapshot/`: a first start without network shows programs, both
/// launch lists, each program's dashboard and every recorded launch, instead of an empty app.
///
/// Each answer is dated by the newest `last_updated` it contains, so it reads as old as it is
/// ("offline · updated 15 Jul 2022") and any reachable LL2 replaces it on the first request.
struct OfflineSnapshot: Sendable {
    private let responses: [String: CachedResponse]

    /// An empty snapshot (tests of the live path).
    init() { responses = [:] }

    /// Builds the answers for the URLs the pages request, with the page sizes they use.
    init(baseURL: URL, requests: LaunchRequests, recordings: [Data]) throws {
        let recorded = try Recorded(recordings)
        var responses: [String: CachedResponse] = [:]
        func add(_ endpoint: LL2Endpoint, _ json: Any, dated items: [[String: Any]]) throws {
            guard let url = endpoint.url(relativeTo: baseURL) else { return }
            let body = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
            responses[url.absoluteString] = CachedResponse(
                body: body, contentType: "application/json", storedAt: Self.newestUpdate(items))
        }
        func page(_ items: [[String: Any]]) -> [String: Any] {
            ["count": items.count, "next": NSNull(), "previous": NSNull(), "results": items]
        }

        // LL2's upcoming list keeps launches of the last hours (`hide_recent_previous`): kept as recorded.
        let upcoming = recorded.listed
        let finished = recorded.all.filter(Self.isFinished).sorted { Self.net($0) > Self.net($1) }
        try add(requests.launches(.upcoming), page(upcoming), dated: upcoming)
        try add(requests.launches(.previous), page(finished), dated: finished)

        let programs = Self.programs(in: recorded.all)
        try add(requests.programs, page(programs), dated: recorded.all)
        for program in programs {
            guard let id = program["id"] as? Int else { continue }
            try add(.program(id: id), program, dated: recorded.all)
            let programUpcoming = upcoming.filter { Self.programIDs($0).contains(id) }
            let programPrevious = finished.filter { Self.programIDs($0).contains(id) }
            try add(requests.launches(.upcoming, programID: id), page(programUpcoming), dated: programUpcoming)
            try add(requests.launches(.previous, programID: id), page(programPrevious), dated: programPrevious)
            try add(requests.dashboardHistory(programID: id), page(programPrevious), dated: programPrevious)
        }
        for launch in recorded.all {
            guard let id = launch["id"] as? String else { continue }
            try add(.launch(id: id), recorded.detailed[id] ?? launch, dated: [launch])
        }
        self.responses = responses
    }

    /// The snapshot's answer for a request URL.
    func response(for key: String) -> CachedResponse? { responses[key] }

    var urls: [String] { Array(responses.keys) }

    /// The recordings bundled with the server.
    static func bundled(baseURL: URL, requests: LaunchRequests) throws -> OfflineSnapshot {
        let folder = Bundle.module.resourceURL?.appendingPathComponent("Snapshot", isDirectory: true)
        let names = folder.map { (try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? [] } ?? []
        let urls = names.filter { $0.hasSuffix(".json") }.compactMap { folder?.appendingPathComponent($0) }
        let recordings = try urls.sorted { $0.lastPathComponent < $1.lastPathComponent }.map { try Data(contentsOf: $0) }
        return try OfflineSnapshot(baseURL: baseURL, requests: requests, recordings: recordings)
    }

    // MARK: Reading the recordings

    /// The launches of the recordings: those of list pages in order, and detailed answers by id.
    private struct Recorded {
        var listed: [[String: Any]] = []
        var detailed: [String: [String: Any]] = [:]

        init(_ recordings: [Data]) throws {
            for data in recordings {
                guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                if let results = object["results"] as? [[String: Any]] {
                    listed += results
                } else if let id = object["id"] as? String {
                    detailed[id] = object
                }
            }
        }

        /// Each launch once: the list's copy where there is one (as a list would show it), else the detail.
        var all: [[String: Any]] {
            let listedIDs = Set(listed.compactMap { $0["id"] as? String })
            let onlyDetailed = detailed.filter { !listedIDs.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
            return listed + onlyDetailed
        }
    }

    private static func programs(in launches: [[String: Any]]) -> [[String: Any]] {
        var seen = Set<Int>()
        var programs: [[String: Any]] = []
        for launch in launches {
            for program in launch["program"] as? [[String: Any]] ?? [] {
                guard let id = program["id"] as? Int, seen.insert(id).inserted else { continue }
                programs.append(program)
            }
        }
        return programs.sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
    }

    private static func programIDs(_ launch: [String: Any]) -> Set<Int> {
        Set((launch["program"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int })
    }

    private static func isFinished(_ launch: [String: Any]) -> Bool {
        guard let status = launch["status"] as? [String: Any], let id = status["id"] as? Int else { return false }
        return LaunchStatus(id: id, name: "").outcome.isFinished
    }

    private static func net(_ launch: [String: Any]) -> Date {
        (launch["net"] as? String).flatMap(LL2Date.parse) ?? .distantPast
    }

    /// The newest `last_updated` among `items`: when LL2 last changed anything in them.
    private static func newestUpdate(_ items: [[String: Any]]) -> Date {
        items.compactMap { ($0["last_updated"] as? String).flatMap(LL2Date.parse) }.max()
            ?? Date(timeIntervalSince1970: 0)
    }
}
