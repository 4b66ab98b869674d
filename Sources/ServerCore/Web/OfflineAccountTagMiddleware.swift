import Vapor

/// Labels every HTML page with the account it was rendered for, so the service worker never
/// shows one account's saved pages to another.
///
/// `Public/sw.js` keeps the pages a user opened for offline use. Pages are `no-store` for every
/// other cache; the worker's own cache is the exception, and it must not outlive the account:
/// whenever a page arrives with another `Suite-Account` than the saved ones (sign-in, sign-out,
/// a session that ended elsewhere), the worker deletes every saved page first. The value is an
/// HMAC of the account id under the server's secret (the page script can read it; it reveals
/// nothing), or `anonymous`.
/// Future-based, for the reason `SecurityHeadersMiddleware` gives.
public struct OfflineAccountTagMiddleware: Middleware {
    public static let headerName = "Suite-Account"
    public static let anonymous = "anonymous"

    private let signer: URLSigner

    public init(secret: String) {
        signer = URLSigner(secret: secret, purpose: "offline-page-account")
    }

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).map { response in
            guard let type = response.mediaType, type.type == "text", type.subType == "html" else { return response }
            response.headers.replaceOrAdd(name: Self.headerName, value: tag(for: request.webUser))
            return response
        }
    }

    /// The label for pages rendered for `user` (a signed-out visitor when nil).
    func tag(for user: User?) -> String {
        guard let id = user?.id else { return Self.anonymous }
        return String(signer.signature(for: "account:\(id.uuidString)", expires: 0).prefix(22))
    }
}
