import Vapor

/// The Vapor request of the operation being handled, reached from `APIProtocol` methods
/// through the `@TaskLocal` request-injection pattern swift-openapi-vapor documents.
///
/// `Application.serveContract` installs the injection for every contract; a handler reads
/// `try RequestContext.require()` for the database, the clock and the signed-in account.
public enum RequestContext {
    @TaskLocal public static var current: Request?

    /// The current request; only nil if a handler runs outside the injection middleware.
    public static func require() throws -> Request {
        guard let current else { throw Abort(.internalServerError, reason: "no request in context") }
        return current
    }
}

/// Puts the request into `RequestContext.current` for the generated handlers below it.
struct RequestInjectionMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        try await RequestContext.$current.withValue(request) {
            try await next.respond(to: request)
        }
    }
}
