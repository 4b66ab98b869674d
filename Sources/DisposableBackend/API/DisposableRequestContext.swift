import Vapor

// SEAM(contracts): ServerCore/Contracts gets one shared request context for every contract;
// once it lands on main, this file goes and the handler reads that one.

/// The Vapor request of the operation being handled (swift-openapi-vapor's `@TaskLocal`
/// request-injection pattern).
enum DisposableRequestContext {
    @TaskLocal static var current: Request?

    static func require() throws -> Request {
        guard let current else { throw Abort(.internalServerError, reason: "no request in context") }
        return current
    }
}

struct DisposableRequestInjectionMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        try await DisposableRequestContext.$current.withValue(request) { try await next.respond(to: request) }
    }
}
