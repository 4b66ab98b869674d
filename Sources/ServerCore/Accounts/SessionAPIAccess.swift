import Vapor

/// Lets an app's own pages call its JSON contract with the browser's session cookie, so the web
/// app and native clients go through the same handlers (one owner-scoped repository).
///
/// A cookie alone never acts for the account: the request must also carry the session's CSRF
/// token in `X-CSRF-Token` (a page's scripts read it from its `_csrf` form field), which a
/// cross-site page cannot know. A bearer token, when present, wins. Add
/// ``Application/sessionAPIAccess`` to a contract's `middleware` to allow this.
struct SessionAPIAccountAuthenticator: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.auth.get(APIAccount.self) == nil, let user = request.webUser,
            let presented = request.headers.first(name: CSRFMiddleware.headerName),
            let expected = request.session.data[CSRFMiddleware.sessionKey],
            SecureRandom.constantTimeEquals(expected, presented)
        {
            request.auth.login(APIAccount(userID: try user.requireID()))
        }
        return try await next.respond(to: request)
    }
}

extension Application {
    /// Contract middleware: the signed-in web session acts as the API account when the request
    /// proves it came from our page (see ``SessionAPIAccountAuthenticator``).
    public var sessionAPIAccess: [any Middleware] {
        [sessions.middleware, CredentialBoundSessionAuthenticator(), SessionAPIAccountAuthenticator()]
    }
}

extension Request {
    /// Runs a contract handler in-process for the signed-in web user: a page renders what the
    /// JSON API answers, through the same handler and rules. Redirects to sign-in without one.
    public func asAPICaller<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        let user = try requireWebUser()
        auth.login(APIAccount(userID: try user.requireID()))
        return try await RequestContext.$current.withValue(self) { try await body() }
    }
}
