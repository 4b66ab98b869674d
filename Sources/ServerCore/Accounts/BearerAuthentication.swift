import Vapor

/// The account an API request acts for, from its `Authorization: Bearer` access token.
public struct APIAccount: Authenticatable, Sendable {
    public let userID: UUID
}

/// Reads the bearer token; absent or bad tokens leave the request unauthenticated, and the
/// guard then answers 401 as problem+json.
public struct BearerAccountAuthenticator: AsyncBearerAuthenticator {
    public init() {}

    public func authenticate(bearer: BearerAuthorization, for request: Request) async throws {
        let userID = try await request.tokens.verifyAccessToken(bearer.token)
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
