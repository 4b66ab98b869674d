import Vapor

/// Serves `Public/` through Vapor's `FileMiddleware` (ETag, 304, ranges) and adds what it lacks:
///
/// - `Cache-Control`: a year and `immutable` when the URL carries the file's current version
///   (`StaticAssets.url(_:)` writes it), else `no-cache`, so the browser revalidates with the
///   ETag and never shows yesterday's stylesheet (the service worker script included).
/// - `Content-Type: application/manifest+json` for the web app manifest, compressed.
/// - Page requests skip the file system: only paths whose first segment exists in `Public/`
///   are looked up (`FileMiddleware` alone stats the disk for every request).
///
/// Future-based, for the reason `SecurityHeadersMiddleware` gives: a page passes straight through.
public struct StaticFileMiddleware: Middleware {
    public static let immutable = "public, max-age=31536000, immutable"
    public static let revalidate = "no-cache"

    let assets: StaticAssets
    let files: FileMiddleware

    public init(assets: StaticAssets) {
        self.assets = assets
        files = FileMiddleware(publicDirectory: assets.directory)
    }

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        let path = request.url.path
        guard assets.isServable(path) else { return next.respond(to: request) }
        if let transformed = transformedResponse(to: request) {
            return request.eventLoop.makeSucceededFuture(withCacheHeaders(transformed, for: request))
        }
        return files.respond(to: request, chainingTo: next).map { withCacheHeaders($0, for: request) }
    }

    private func withCacheHeaders(_ response: Response, for request: Request) -> Response {
        let path = request.url.path
        guard [.ok, .partialContent, .notModified].contains(response.status), let version = assets.version(of: path)
        else { return response }
        let requested = request.url.query.flatMap(Self.versionParameter)
        response.headers.replaceOrAdd(name: .cacheControl, value: requested == version ? Self.immutable : Self.revalidate)
        if path.hasSuffix(".webmanifest") {
            response.headers.contentType = .manifest
            response.headers.responseCompression = .enable
        }
        return response
    }

    /// A rewritten file (`StaticAssets.transforms`) from memory, with the ETag and 304 that
    /// `FileMiddleware` gives the others; nil for every other path.
    private func transformedResponse(to request: Request) -> Response? {
        guard request.method == .GET || request.method == .HEAD,
              let (body, version) = assets.transformedBody(of: request.url.path)
        else { return nil }
        let etag = "\"\(version)\""
        if request.headers.first(name: .ifNoneMatch) == etag {
            return Response(status: .notModified, headers: [HTTPHeaders.Name.eTag.description: etag])
        }
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType.fileExtension(String(request.url.path.split(separator: ".").last ?? "")) ?? .plainText
        headers.replaceOrAdd(name: .eTag, value: etag)
        headers.responseCompression = .enable
        return Response(status: .ok, headers: headers, body: .init(data: body))
    }

    /// The `v` parameter of a query string (`v=3f9a…`), if any.
    static func versionParameter(in query: String) -> String? {
        query.split(separator: "&").first { $0.hasPrefix("v=") }.map { String($0.dropFirst(2)) }
    }
}

extension HTTPMediaType {
    /// The web app manifest (W3C Web Application Manifest §1.2).
    public static let manifest = HTTPMediaType(type: "application", subType: "manifest+json", parameters: ["charset": "utf-8"])
}
