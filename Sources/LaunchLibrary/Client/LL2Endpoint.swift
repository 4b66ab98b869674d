import Foundation

/// A request target relative to the configured base URL, or an absolute `next` link.
public struct LL2Endpoint: Hashable, Sendable {
    public let path: String
    public let query: [URLQueryItem]
    public let absoluteURL: URL?

    /// A path under the base URL, e.g. `launch/upcoming/`.
    public init(path: String, query: [URLQueryItem] = []) {
        self.path = path
        self.query = query
        self.absoluteURL = nil
    }

    /// A `next`/`previous` link from a page envelope.
    public init(link: URL) {
        self.path = ""
        self.query = []
        self.absoluteURL = link
    }

    /// The URL to request. Links are re-rooted on `baseURL` (keeping what follows the API version),
    /// because LL2 writes its own public host into `next` even when we reach it through a proxy or lldev.
    ///
    /// Query items come out sorted by name, so a `next` link and the same page asked for by
    /// limit/offset are one URL, and so one cache entry and one call.
    public func url(relativeTo baseURL: URL) -> URL? {
        if let link = absoluteURL { return Self.rebase(link, onto: baseURL) }
        guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        else { return nil }
        if path.hasSuffix("/"), components.path.hasSuffix("/") == false { components.path += "/" }
        if !query.isEmpty { components.queryItems = Self.sorted(query) }
        return components.url
    }

    private static func sorted(_ items: [URLQueryItem]) -> [URLQueryItem] {
        items.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element)
    }

    static func rebase(_ link: URL, onto baseURL: URL) -> URL {
        // URLComponents keeps the trailing slash LL2 needs (URL.path drops it and LL2 would redirect).
        guard let linkParts = URLComponents(url: link, resolvingAgainstBaseURL: false),
            var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else { return link }
        let basePath = components.percentEncodedPath.hasSuffix("/") ? components.percentEncodedPath : components.percentEncodedPath + "/"
        let version = basePath.split(separator: "/").last.map(String.init) ?? ""
        guard !version.isEmpty, let range = linkParts.percentEncodedPath.range(of: "/\(version)/") else { return link }
        components.percentEncodedPath = basePath + linkParts.percentEncodedPath[range.upperBound...]
        components.percentEncodedQuery = linkParts.percentEncodedQuery
        if let items = linkParts.queryItems, !items.isEmpty { components.queryItems = sorted(items) }
        return components.url ?? link
    }
}

extension LL2Endpoint {
    /// `program/?limit=&offset=`
    public static func programs(limit: Int, offset: Int) -> LL2Endpoint {
        LL2Endpoint(path: "program/", query: page(limit: limit, offset: offset))
    }

    /// `program/{id}/`
    public static func program(id: Int) -> LL2Endpoint {
        LL2Endpoint(path: "program/\(id)/")
    }

    /// `launch/upcoming/?ordering=net` or `launch/previous/?ordering=-net`, optionally of one program.
    public static func launches(_ segment: LaunchSegment, limit: Int, offset: Int, programID: Int? = nil) -> LL2Endpoint {
        var query = page(limit: limit, offset: offset)
        query.append(URLQueryItem(name: "ordering", value: segment.ordering))
        if let programID { query.append(URLQueryItem(name: "program", value: String(programID))) }
        return LL2Endpoint(path: "launch/\(segment.rawValue)/", query: query)
    }

    /// `launch/{id}/` (detailed).
    public static func launch(id: String) -> LL2Endpoint {
        LL2Endpoint(path: "launch/\(id)/")
    }

    private static func page(limit: Int, offset: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset))]
    }
}
