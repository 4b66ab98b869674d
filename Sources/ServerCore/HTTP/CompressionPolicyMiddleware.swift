import Vapor

/// Decides, per response, what the HTTP server's gzip/deflate compressor may touch.
///
/// The server compresses text-like types (`HTTPMediaTypeSet.compressible`: HTML, CSS, JS, JSON,
/// SVG) when the client accepts it. Two exceptions:
///
/// - **Pages reached from another site stay uncompressed.** A page carries a secret (the CSRF
///   token, the account's own text) next to input an attacker can choose (a search query in the
///   URL); compressed over TLS, the response length leaks the secret byte by byte (BREACH). Such
///   a request has to come from the attacker's page, which the browser marks
///   `Sec-Fetch-Site: cross-site`; our own links and typed URLs say `same-origin` or `none`.
///   Bearer-token APIs are safe: another site cannot make the browser send the token.
/// - **Event streams stay uncompressed**, so each event leaves at once instead of waiting for
///   the compressor's buffer.
///
/// Responses that may be compressed say `Vary: Accept-Encoding`, so caches keep both forms apart.
/// Future-based, for the reason `SecurityHeadersMiddleware` gives.
public struct CompressionPolicyMiddleware: Middleware {
    public init() {}

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in Self.decide(for: response, to: request) }
    }

    private static func decide(for response: Response, to request: Request) -> Response {
        guard let type = response.mediaType else { return response }
        if type.type == "text", type.subType == "event-stream" {
            response.headers.responseCompression = .disable
        } else if type.type == "text", type.subType == "html", !isFirstParty(request) {
            response.headers.responseCompression = .disable
        } else if HTTPMediaTypeSet.compressible.contains(type) || response.headers.responseCompression == .enable {
            response.headers.add(name: .vary, value: "Accept-Encoding")
        }
        return response
    }

    /// Whether the browser says this request came from our own pages or from the user directly.
    static func isFirstParty(_ request: Request) -> Bool {
        switch request.headers.first(name: "Sec-Fetch-Site") {
        case "same-origin", "none": true
        default: false
        }
    }
}
