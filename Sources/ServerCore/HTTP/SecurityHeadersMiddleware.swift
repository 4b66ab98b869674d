import Vapor

/// Adds the security headers DESIGN.md lists to every response, errors and static files included.
public struct SecurityHeadersMiddleware: AsyncMiddleware {
    /// Scripts and styles only from this origin; images also as data/blob URLs (camera previews,
    /// generated icons); no framing by other sites.
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "style-src 'self'",
        "script-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    let usesTLS: Bool

    public init(usesTLS: Bool) {
        self.usesTLS = usesTLS
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        let headers: [(String, String)] = [
            ("Content-Security-Policy", Self.contentSecurityPolicy),
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
