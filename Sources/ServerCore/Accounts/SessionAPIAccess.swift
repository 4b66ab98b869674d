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
    /// The one page-to-API bridge: runs a contract handler in-process for this page request, so
    /// a page renders what the JSON API answers, through the same handler and rules. The
    /// signed-in web user acts as the API account; without one, `.signedIn` redirects to
    /// sign-in and `.signedInOrGuest` runs as a guest (Disposable's guests carry their own
    /// credentials in cookies, which the handler reads from the request).
    public func asAPICaller<T: Sendable>(
        _ who: APICaller = .signedIn, _ body: @Sendable () async throws -> T
    ) async throws -> T {
        if who == .signedIn || webUser != nil {
            let user = try requireWebUser()
            if auth.get(APIAccount.self) == nil { auth.login(APIAccount(userID: try user.requireID())) }
        }
        return try await RequestContext.$current.withValue(self) { try await body() }
    }
}

/// Who a page's call to its contract acts as (``Request/asAPICaller(_:_:)``).
public enum APICaller: Sendable {
    /// The signed-in web user; a page without one redirects to sign-in.
    case signedIn
    /// The signed-in web user when there is one, else a guest.
    case signedInOrGuest
}
