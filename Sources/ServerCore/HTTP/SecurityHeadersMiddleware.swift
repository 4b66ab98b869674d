import NIOConcurrencyHelpers
import Vapor

/// Adds the suite's security headers (CSP, `nosniff`, `Referrer-Policy`, no framing by other sites)
/// to every response, errors and static files included.
///
/// The server's middlewares are future-based, not `AsyncMiddleware`: Vapor runs each async
/// middleware in a task of its own and awaits the next responder's future, two thread hops per
/// middleware per request for work that never waits.
public struct SecurityHeadersMiddleware: Middleware {
    /// Scripts and styles only from this origin; images also as data/blob URLs (camera previews,
    /// generated icons) and from the origins backends named (`ImageSources`, e.g. map tiles);
    /// no framing by other sites.
    static func contentSecurityPolicy(imageSources: [String] = [], mediaSources: [String] = []) -> String {
        [
        "default-src 'self'",
        (["img-src 'self' data: blob:"] + imageSources).joined(separator: " "),
        (["media-src 'self' blob:"] + mediaSources).joined(separator: " "),
        "style-src 'self'",
        "script-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    let usesTLS: Bool
    let imageSources: ImageSources

    public init(usesTLS: Bool, imageSources: ImageSources = ImageSources()) {
        self.usesTLS = usesTLS
        self.imageSources = imageSources
    }

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in addHeaders(to: response) }
    }

    private func addHeaders(to response: Response) -> Response {
        let headers: [(String, String)] = [
            ("Content-Security-Policy", imageSources.policy),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "strict-origin-when-cross-origin"),
            ("X-Frame-Options", "DENY"),
            ("Permissions-Policy", "camera=(self), microphone=(self), geolocation=(self)"),
        ]
        for (name, value) in headers { response.headers.replaceOrAdd(name: name, value: value) }
        if usesTLS {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: "max-age=31536000")
        }
        return response
    }
}

/// Origins outside this server that pages may load images from (a map's tile server), named
/// by backends while they configure; everything else stays same-origin.
public final class ImageSources: Sendable {
    private let state = NIOLockedValueBox(
        (origins: [String](), mediaOrigins: [String](), policy: SecurityHeadersMiddleware.contentSecurityPolicy()))

    public init() {}

    /// Allows images from `origin` (`https://tile.example.org`, `https://*.tile.example.org`);
    /// anything but an http(s) origin is refused, so nothing else can slip into the policy.
    /// `forAudioAndVideo` also allows `<audio>`/`<video>` from there (a media store's presigned URLs).
    public func allow(_ origin: String, forAudioAndVideo: Bool = false) throws {
        let pattern = #"^https?://(\*\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?$"#
        guard origin.range(of: pattern, options: .regularExpression) != nil else {
            throw ConfigError.invalid(key: "image source", reason: "must be an http(s) origin, got \(origin)")
        }
        let normalized = origin.lowercased()
        state.withLockedValue { state in
            if !state.origins.contains(normalized) { state.origins.append(normalized) }
            if forAudioAndVideo && !state.mediaOrigins.contains(normalized) { state.mediaOrigins.append(normalized) }
            state.policy = SecurityHeadersMiddleware.contentSecurityPolicy(
                imageSources: state.origins, mediaSources: state.mediaOrigins)
        }
    }

    var policy: String { state.withLockedValue { $0.policy } }
}

extension Application {
    private struct ImageSourcesKey: StorageKey { typealias Value = ImageSources }

    /// The image origins the Content-Security-Policy allows besides this server.
    public var imageSources: ImageSources {
        if let existing = storage[ImageSourcesKey.self] { return existing }
        let made = ImageSources()
        storage[ImageSourcesKey.self] = made
        return made
    }
}
