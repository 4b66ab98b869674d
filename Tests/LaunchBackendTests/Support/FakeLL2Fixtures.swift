import Foundation

/// What the fake LL2 answers, built from the recorded fixtures.
///
/// List pages are made the way LL2 makes them: `count` 239 as recorded, `limit`/`offset`
/// honoured, absolute `next`/`previous` on LL2's own host. Launches past the recorded ten are
/// the recorded ones again under new ids ("… #12"), so paging goes on as far as a test needs.
/// Immutable after `init`, so sharing it between tasks is safe (JSON trees are not `Sendable` by type).
struct FakeLL2Fixtures: @unchecked Sendable {
    static let upcomingName = "ll2-2.2.0_launch-upcoming_normal_frontier"
    static let capstoneName = "ll2-2.2.0_launch-detail_capstone_frontier"
    static let starlinkName = "ll2-2.3.0_launch-detail_starlink_knutvalen"
    static let capstoneID = "859bf952-b4c6-40fb-a7e7-ac12efc386b2"
    static let starlinkID = "aa398317-710b-460b-837f-7fbb7f00ccfa"
    static let total = 239

    let recordedLaunches: [[String: Any]]
    let details: [String: Data]
    private let listJSON: Data

    nonisolated(unsafe) static let jpeg: Data = (try? fixture("picture", "jpg")) ?? Data()

    init() throws {
        let page = try JSONSerialization.jsonObject(with: Self.fixture(Self.upcomingName)) as? [String: Any]
        recordedLaunches = page?["results"] as? [[String: Any]] ?? []
        listJSON = try JSONSerialization.data(withJSONObject: recordedLaunches)
        details = [
            Self.capstoneID: try Self.fixture(Self.capstoneName),
            Self.starlinkID: try Self.fixture(Self.starlinkName),
        ]
    }

    static func fixture(_ name: String, _ ext: String = "json") throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Fixtures") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Data(contentsOf: url)
    }

    /// The launch at position `index` of an endless list: the recorded ten, then copies.
    func launch(at index: Int, finished: Bool) -> [String: Any] {
        var launch = (try? JSONSerialization.jsonObject(with: listJSON) as? [[String: Any]])?[index % recordedLaunches.count] ?? [:]
        if index >= recordedLaunches.count {
            launch["id"] = Self.syntheticID(index)
            launch["name"] = "\(launch["name"] as? String ?? "Launch") #\(index)"
        }
        if finished { launch["status"] = ["id": 3, "name": "Launch Successful", "abbrev": "Success"] }
        return launch
    }

    static func syntheticID(_ index: Int) -> String {
        String(format: "00000000-0000-4000-8000-%012d", index)
    }

    /// The answer for a path under the API version, or nil for LL2's 404.
    func body(path: String, query: String?) -> Data? {
        let items = URLComponents(string: "?" + (query ?? ""))?.queryItems ?? []
        let value = { (name: String) in items.first { $0.name == name }?.value }
        let parts = path.split(separator: "/").map(String.init)
        switch (parts.first, parts.count) {
        case ("launch", 2) where parts[1] == "upcoming" || parts[1] == "previous":
            let limit = Int(value("limit") ?? "10") ?? 10, offset = Int(value("offset") ?? "0") ?? 0
            return listPage(segment: parts[1], limit: limit, offset: offset, program: value("program").flatMap { Int($0) }, query: items)
        case ("launch", 2):
            if let detail = details[parts[1]] { return detail }
            guard let index = index(of: parts[1]) else { return nil }
            return try? JSONSerialization.data(withJSONObject: launch(at: index, finished: false))
        case ("program", 1):
            let programs = self.programs
            return try? JSONSerialization.data(withJSONObject: ["count": programs.count, "next": NSNull(), "previous": NSNull(), "results": programs])
        case ("program", 2):
            guard let program = programs.first(where: { "\($0["id"] ?? "")" == parts[1] }) else { return nil }
            return try? JSONSerialization.data(withJSONObject: program)
        default:
            return nil
        }
    }

    var programs: [[String: Any]] {
        var seen = Set<Int>()
        return recordedLaunches.flatMap { $0["program"] as? [[String: Any]] ?? [] }.filter {
            guard let id = $0["id"] as? Int else { return false }
            return seen.insert(id).inserted
        }
    }

    private func index(of id: String) -> Int? {
        if let recorded = recordedLaunches.firstIndex(where: { $0["id"] as? String == id }) { return recorded }
        guard id.hasPrefix("00000000-0000-4000-8000-"), let number = Int(id.suffix(12)), number < Self.total else { return nil }
        return number
    }

    private func listPage(segment: String, limit: Int, offset: Int, program: Int?, query: [URLQueryItem]) -> Data? {
        let finished = segment == "previous"
        var results: [[String: Any]]
        var count = Self.total
        if let program {
            let matching = recordedLaunches.indices.filter { index in
                (recordedLaunches[index]["program"] as? [[String: Any]] ?? []).contains { $0["id"] as? Int == program }
            }
            count = matching.count
            results = matching.dropFirst(offset).prefix(limit).map { launch(at: $0, finished: finished) }
        } else {
            results = (offset..<min(Self.total, offset + limit)).map { launch(at: $0, finished: finished) }
        }
        func link(_ newOffset: Int) -> Any {
            var components = URLComponents(string: "https://ll.thespacedevs.com/2.2.0/launch/\(segment)/")!
            components.queryItems = query.filter { $0.name != "offset" } + [URLQueryItem(name: "offset", value: String(newOffset))]
            return components.url!.absoluteString
        }
        let next: Any = offset + limit < count ? link(offset + limit) : NSNull()
        let previous: Any = offset > 0 ? link(max(0, offset - limit)) : NSNull()
        return try? JSONSerialization.data(withJSONObject: ["count": count, "next": next, "previous": previous, "results": results])
    }

    /// LL2's picture host replaced by the fake, in both the plain and the `\/`-escaped spelling.
    func localizingImages(_ body: Data, port: Int) -> Data {
        var text = String(decoding: body, as: UTF8.self)
        for host in ["spacelaunchnow-prod-east.nyc3.digitaloceanspaces.com", "thespacedevs-prod.nyc3.digitaloceanspaces.com"] {
            text = text.replacingOccurrences(of: "https://\(host)/", with: "http://127.0.0.1:\(port)/")
            text = text.replacingOccurrences(of: "https:\\/\\/\(host)\\/", with: "http:\\/\\/127.0.0.1:\(port)\\/")
        }
        return Data(text.utf8)
    }
}
