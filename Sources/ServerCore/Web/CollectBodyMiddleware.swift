import Vapor

/// Reads a request's whole body before the CSRF check runs.
///
/// `CSRFMiddleware` looks for the form's `_csrf` field in the body, but a route's
/// `body: .collect(...)` only gathers a streamed body after the middleware has run: on a real
/// socket, a large form (a 100,000-character note, an import file) would fail the check with 403.
/// Collecting first, with the route's own size limit, keeps the check exact for every size.
///
/// A body over the limit fails with 413 before any handler runs, unless `passesOversized`: then
/// the request goes on unread and marked (``Request/bodyWasTooLarge``), so a form's page can
/// answer it itself (``OversizedFormMiddleware``) instead of the generic error page.
///
/// Future-based, for the reason `SecurityHeadersMiddleware` gives: on a GET it does nothing.
public struct CollectBodyMiddleware: Middleware {
    /// The most bytes a request may send to a path (`nil`: leave the body alone).
    let limit: @Sendable (Request) -> ByteCount?
    let passesOversized: Bool

    public init(limit: @escaping @Sendable (Request) -> ByteCount?, passesOversized: Bool = false) {
        self.limit = limit
        self.passesOversized = passesOversized
    }

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard request.method != .GET, request.method != .HEAD, request.body.data == nil, let limit = limit(request) else {
            return next.respond(to: request)
        }
        return request.body.collect(max: limit.value).map { _ in () }
            .flatMapError { [passesOversized] error in
                guard passesOversized, (error as? any AbortError)?.status == .payloadTooLarge else {
                    return request.eventLoop.makeFailedFuture(error)
                }
                request.storage[OversizedBody.self] = true
                return request.eventLoop.makeSucceededFuture(())
            }
            .flatMap { next.respond(to: request) }
    }
}

private struct OversizedBody: StorageKey { typealias Value = Bool }

extension Request {
    /// The body was over its route's limit and was not read (see ``CollectBodyMiddleware``).
    public var bodyWasTooLarge: Bool { storage[OversizedBody.self] ?? false }
}

/// Answers a request whose body was too large to read with `answer` (the form's own page,
/// re-rendered with the reason), before the CSRF check, which could only fail without the body.
/// Safe without that check: `answer` renders a page and writes nothing. `answer` returning nil
/// leaves the generic 413.
public struct OversizedFormMiddleware: AsyncMiddleware {
    let answer: @Sendable (Request) async throws -> Response?

    public init(answer: @escaping @Sendable (Request) async throws -> Response?) {
        self.answer = answer
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.bodyWasTooLarge else { return try await next.respond(to: request) }
        if let response = try await answer(request) { return response }
        throw Abort(.payloadTooLarge)
    }
}
