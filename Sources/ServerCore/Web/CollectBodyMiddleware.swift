import Vapor

/// Reads a request's whole body before the CSRF check runs.
///
/// `CSRFMiddleware` looks for the form's `_csrf` field in the body, but a route's
/// `body: .collect(...)` only gathers a streamed body after the middleware has run: on a real
/// socket, a large form (a 100,000-character note, an import file) would fail the check with 403.
/// Collecting first, with the route's own size limit, keeps the check exact for every size.
public struct CollectBodyMiddleware: AsyncMiddleware {
    /// The most bytes a request may send to a path (`nil`: leave the body alone).
    let limit: @Sendable (Request) -> ByteCount?

    public init(limit: @escaping @Sendable (Request) -> ByteCount?) {
        self.limit = limit
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.method != .GET, request.method != .HEAD, request.body.data == nil, let limit = limit(request) {
            _ = try await request.body.collect(max: limit.value).get()
        }
        return try await next.respond(to: request)
    }
}
