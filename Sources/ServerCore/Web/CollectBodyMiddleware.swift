import Vapor

/// Reads a request's whole body before the CSRF check runs.
///
/// `CSRFMiddleware` looks for the form's `_csrf` field in the body, but a route's
/// `body: .collect(...)` only gathers a streamed body after the middleware has run: on a real
/// socket, a large form (a 100,000-character note, an import file) would fail the check with 403.
/// Collecting first, with the route's own size limit, keeps the check exact for every size.
///
/// Future-based, for the reason `SecurityHeadersMiddleware` gives: on a GET it does nothing.
public struct CollectBodyMiddleware: Middleware {
    /// The most bytes a request may send to a path (`nil`: leave the body alone).
    let limit: @Sendable (Request) -> ByteCount?

    public init(limit: @escaping @Sendable (Request) -> ByteCount?) {
        self.limit = limit
    }

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard request.method != .GET, request.method != .HEAD, request.body.data == nil, let limit = limit(request) else {
            return next.respond(to: request)
        }
        return request.body.collect(max: limit.value).flatMap { _ in next.respond(to: request) }
    }
}
