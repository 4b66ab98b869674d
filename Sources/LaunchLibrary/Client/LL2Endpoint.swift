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
    public func url(relativeTo baseURL: URL) -> URL? {
        if let link = absoluteURL { return Self.rebase(link, onto: baseURL) }
        guard var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        else { return nil }
        if path.hasSuffix("/"), components.path.hasSuffix("/") == false { components.path += "/" }
        if !query.isEmpty { components.queryItems = query }
        return components.url
    }

    static func rebase(_ link: URL, onto baseURL: URL) -> URL {
        let version = baseURL.path.split(separator: "/").last.map(String.init) ?? ""
        guard !version.isEmpty, let range = link.path.range(of: "/\(version)/") else { return link }
        let tail = String(link.path[range.upperBound...])
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return link }
        components.path = (baseURL.path.hasSuffix("/") ? baseURL.path : baseURL.path + "/") + tail
        components.percentEncodedQuery = URLComponents(url: link, resolvingAgainstBaseURL: false)?.percentEncodedQuery
        return components.url ?? link
    }
}
