import Vapor

/// The account an API request acts for, from its `Authorization: Bearer` access token.
public struct APIAccount: Authenticatable, Sendable {
    public let userID: UUID

    /// A web page acting for its signed-in account through a contract handler (Disposable's
    /// pages create events with the same code as the API); only server code can make one.
    public init(userID: UUID) {
        self.userID = userID
    }
}

/// Reads the bearer token. Without one the request stays unauthenticated (the handler or guard
/// answers 401); a token that is presented but bad — forged, expired, or of an account that has
/// since been deleted — is answered 401 problem+json right here, before any route reads the
/// body or acts for an account that is gone.
public struct BearerAccountAuthenticator: AsyncBearerAuthenticator {
    public init() {}

    public func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        // Another kind of bearer token a backend issues (Disposable's participant tokens) is its
        // own to check; it is not a bad account token.
        if request.application.foreignBearerPrefixes.contains(where: { bearer.token.hasPrefix($0) }) { return }
        let tokens = request.tokens
        let userID = try await tokens.verifyAccessToken(bearer.token)
        try await tokens.verifyAccount(userID)
        request.auth.login(APIAccount(userID: userID))
    }
}

extension Application {
    private struct ForeignBearerPrefixesKey: StorageKey { typealias Value = Set<String> }

    /// Prefixes of bearer tokens that are not account tokens (`dpt_`: a Disposable guest's
    /// participant token). Register while configuring; the account authenticator leaves such
    /// tokens to the backend that issued them.
    public var foreignBearerPrefixes: Set<String> {
        get { storage[ForeignBearerPrefixesKey.self] ?? [] }
        set { storage[ForeignBearerPrefixesKey.self] = newValue }
    }
}

extension RoutesBuilder {
    /// Routes that need a valid access token.
    public func requiringAPIAccount() -> any RoutesBuilder {
        grouped(BearerAccountAuthenticator(), APIAccount.guardMiddleware(throwing: AppError.unauthorized))
    }
}

extension Request {
    /// The API caller's account id; throws 401 outside `requiringAPIAccount()`.
    public func requireAPIAccount() throws -> UUID {
        guard let account = auth.get(APIAccount.self) else { throw AppError.unauthorized }
        return account.userID
    }
}
