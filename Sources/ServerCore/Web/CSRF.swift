import Vapor
import WebUI

/// Synchronizer-token CSRF protection for every state-changing request from a page.
///
/// The token lives in the session and is rendered into each form as `_csrf`; scripts send it as
/// `X-CSRF-Token`. A POST, PUT, PATCH or DELETE without the matching token gets 403 before any
/// handler runs. (SameSite=Lax cookies already block most cross-site posts; this closes the rest.)
///
/// A visitor without a session (a guest scanning a QR code, someone on the sign-in page) gets the
/// token in a cookie of its own instead, and the form repeats it (a double-submit cookie): a
/// session row per anonymous page view was a database write for every scan, and a table a bot
/// could fill. Another site can neither read the cookie nor, over TLS with the `__Host-` prefix,
/// set it; the session's token, once there is a session, is the one that counts.
///
/// Future-based, for the reason `SecurityHeadersMiddleware` gives.
public struct CSRFMiddleware: Middleware {
    public static let fieldName = CSRFField.fieldName
    public static let headerName = "X-CSRF-Token"
    static let sessionKey = "csrf"

    public init() {}

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        if [.POST, .PUT, .PATCH, .DELETE].contains(request.method) {
            let expected = request.storedSession?.data[Self.sessionKey] ?? request.visitorCookieToken
            let header = request.headers.first(name: Self.headerName)
            if header == nil, request.streamedUpload != nil {
                // A streamed form's token is in its body, not read yet: `StreamedForm` checks it
                // against this before the route sees any field or file.
                request.storage[PendingFormToken.self] = .some(expected)
            } else {
                let presented = header ?? Self.formToken(in: request)
                guard let expected, let presented, SecureRandom.constantTimeEquals(expected, presented) else {
                    return request.eventLoop.makeFailedFuture(AppError.csrfFailed)
                }
            }
        }
        return next.respond(to: request).map { response in
            if let issued = request.storage[IssuedVisitorToken.self] {
                response.cookies[Self.visitorCookieName(request)] = HTTPCookies.Value(
                    string: issued, path: "/", isSecure: request.application.config.usesTLS, isHTTPOnly: true,
                    sameSite: .lax)
            }
            return response
        }
    }

    /// The token a streamed form must carry in its `_csrf` field (nil inside: none was issued).
    struct PendingFormToken: StorageKey { typealias Value = String? }

    /// Checks a streamed form's `_csrf` field when the middleware left it to the form (403 when
    /// it is missing or wrong); nothing to do when the request presented the token in a header.
    static func verifyStreamedForm(_ request: Request, token: String?) throws {
        guard let pending = request.storage[PendingFormToken.self] else { return }
        guard let expected = pending, let token, SecureRandom.constantTimeEquals(expected, token) else {
            throw AppError.csrfFailed
        }
        request.storage[PendingFormToken.self] = nil
    }

    /// `__Host-` over TLS: only this host, on `/`, over HTTPS may set it (not a sibling subdomain).
    static func visitorCookieName(_ request: Request) -> String {
        request.application.config.usesTLS ? "__Host-suite_csrf" : "suite_csrf"
    }

    /// A visitor token handed out while rendering this request, for the response to set.
    struct IssuedVisitorToken: StorageKey { typealias Value = String }

    private static func formToken(in request: Request) -> String? {
        guard let type = request.headers.contentType,
              type == .urlEncodedForm || type.type == "multipart"
        else { return nil }
        return try? request.content.get(String.self, at: fieldName)
    }
}

extension Request {
    /// This session's CSRF token, created on first use; a visitor without a session gets the
    /// cookie's token (see `CSRFMiddleware`), so rendering a form never creates a session.
    public var csrfToken: String {
        guard let session = storedSession else { return visitorToken }
        if let token = session.data[CSRFMiddleware.sessionKey] { return token }
        let token = SecureRandom.token(bytes: 24)
        session.data[CSRFMiddleware.sessionKey] = token
        return token
    }

    /// The session when this request has one that is or will be stored (read from its cookie,
    /// or given data, as signing in does); never creates one.
    var storedSession: Session? {
        guard hasSession, session.id != nil || !session.data.snapshot.isEmpty else { return nil }
        return session
    }

    /// The visitor cookie's token when it looks like one of ours.
    var visitorCookieToken: String? {
        guard let token = cookies[CSRFMiddleware.visitorCookieName(self)]?.string, token.utf8.count == 32 else { return nil }
        return token
    }

    private var visitorToken: String {
        if let token = storage[CSRFMiddleware.IssuedVisitorToken.self] ?? visitorCookieToken { return token }
        let token = SecureRandom.token(bytes: 24)
        storage[CSRFMiddleware.IssuedVisitorToken.self] = token
        return token
    }

    /// Starts a fresh session for a newly signed-in user, so a session id planted before sign-in
    /// (session fixation) is worth nothing afterwards.
    public func startSession(for user: User) async throws {
        if let oldID = session.id {
            try await application.sessions.driver.deleteSession(oldID, for: self).get()
            session.id = nil
        }
        session.data = SessionData()
        session.data[CredentialBoundSessionAuthenticator.fingerprintKey] = CredentialBoundSessionAuthenticator.fingerprint(of: user)
        auth.login(user)
        session.authenticate(user)
    }
}
