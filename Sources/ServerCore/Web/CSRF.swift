import Vapor
import WebUI

/// Synchronizer-token CSRF protection for every state-changing request from a page.
///
/// The token lives in the session and is rendered into each form as `_csrf`; scripts send it as
/// `X-CSRF-Token`. A POST, PUT, PATCH or DELETE without the matching token gets 403 before any
/// handler runs. (SameSite=Lax cookies already block most cross-site posts; this closes the rest.)
public struct CSRFMiddleware: AsyncMiddleware {
    public static let fieldName = CSRFField.fieldName
    public static let headerName = "X-CSRF-Token"
    static let sessionKey = "csrf"

    public init() {}

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if [.POST, .PUT, .PATCH, .DELETE].contains(request.method) {
            let expected = request.session.data[Self.sessionKey]
            let presented = request.headers.first(name: Self.headerName) ?? Self.formToken(in: request)
            guard let expected, let presented, SecureRandom.constantTimeEquals(expected, presented) else {
                throw AppError.csrfFailed
            }
        }
        return try await next.respond(to: request)
    }

    private static func formToken(in request: Request) -> String? {
        guard let type = request.headers.contentType,
              type == .urlEncodedForm || type.type == "multipart"
        else { return nil }
        return try? request.content.get(String.self, at: fieldName)
    }
}

extension Request {
    /// This session's CSRF token, created on first use.
    public var csrfToken: String {
        if let token = session.data[CSRFMiddleware.sessionKey] { return token }
        let token = SecureRandom.token(bytes: 24)
        session.data[CSRFMiddleware.sessionKey] = token
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
