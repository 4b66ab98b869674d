import Foundation
import LaunchLibrary

/// The LL2 resources the proxy serves, recognised from a path under the API version
/// (`launch/upcoming/`, `launch/<uuid>/`, `program/`, `program/<id>/`).
///
/// One parser for everything that needs to know what a URL is: cache lifetimes, the refresher,
/// the JSON routes (which refuse anything else) and the status page.
enum LL2Resource: Hashable, Sendable {
    case launches(LaunchSegment, isFirstPage: Bool, programID: Int?)
    case launch(id: String)
    case programs
    case program(id: Int)
    case other

    /// Classifies an absolute LL2 (or proxy) URL; the path is read after its version segment.
    init(url: URL) {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = Dictionary(
            (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        self.init(path: Self.pathAfterVersion(components?.path ?? url.path), query: query)
    }

    /// Classifies a path relative to the API root (`launch/upcoming/`) and its query.
    init(path: String, query: [String: String]) {
        let parts = path.split(separator: "/").map(String.init)
        let offset = Int(query["offset"] ?? "0") ?? 0
        let programID = query["program"].flatMap { Int($0) }
        switch parts.count {
        case 1 where parts[0] == "program":
            self = .programs
        case 2 where parts[0] == "program":
            self = Int(parts[1]).map { .program(id: $0) } ?? .other
        case 2 where parts[0] == "launch":
            if let segment = LaunchSegment(rawValue: parts[1]) {
                self = .launches(segment, isFirstPage: offset == 0, programID: programID)
            } else if Self.isLaunchID(parts[1]) {
                self = .launch(id: parts[1].lowercased())
            } else {
                self = .other
            }
        default:
            self = .other
        }
    }

    /// LL2 launch ids are UUIDs; anything else is refused before it could reach upstream.
    static func isLaunchID(_ text: String) -> Bool {
        UUID(uuidString: text) != nil
    }

    /// `/2.2.0/launch/upcoming/` → `launch/upcoming/`: everything after the first `N.N.N` segment.
    static func pathAfterVersion(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let index = parts.firstIndex(where: { $0.first?.isNumber == true && $0.contains(".") }) else {
            return path
        }
        return parts[(index + 1)...].joined(separator: "/") + "/"
    }
}
