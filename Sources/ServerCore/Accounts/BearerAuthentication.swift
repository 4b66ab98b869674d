import Vapor

/// The account an API request acts for, from its `Authorization: Bearer` access token.
public struct APIAccount: Authenticatable, Sendable {
    public let userID: UUID
}

/// Reads the bearer token. Without one the request stays unauthenticated (the handler or guard
/// answers 401); a token that is presented but bad — forged, expired, or of an account that has
/// since been deleted — is answered 401 problem+json right here, before any route reads the
/// body or acts for an account that is gone.
public struct BearerAccountAuthenticator: AsyncBearerAuthenticator {
    public init() {}

    public func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        let tokens = request.tokens
        let userID = try await tokens.verifyAccessToken(bearer.token)
        try await tokens.verifyAccount(userID)
        request.auth.login(APIAccount(userID: userID))
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
