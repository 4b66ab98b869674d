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
        // URLComponents keeps the trailing slash LL2 needs (URL.path drops it and LL2 would redirect).
        guard let linkParts = URLComponents(url: link, resolvingAgainstBaseURL: false),
            var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else { return link }
        let basePath = components.percentEncodedPath.hasSuffix("/") ? components.percentEncodedPath : components.percentEncodedPath + "/"
        let version = basePath.split(separator: "/").last.map(String.init) ?? ""
        guard !version.isEmpty, let range = linkParts.percentEncodedPath.range(of: "/\(version)/") else { return link }
        components.percentEncodedPath = basePath + linkParts.percentEncodedPath[range.upperBound...]
        components.percentEncodedQuery = linkParts.percentEncodedQuery
        return components.url ?? link
    }
}
