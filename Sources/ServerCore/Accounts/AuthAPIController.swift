import Vapor

/// `/api/auth/*`: the token endpoints every native client shares. Wire shapes follow the
/// Memory Recap seed's contract: `{email, password}` in, `{token, refreshToken}` out.
struct AuthAPIController: RouteCollection {
    struct Credentials: Content {
        var email: String
        var password: String
    }

    struct RefreshRequest: Content {
        var refreshToken: String
    }

    func boot(routes: any RoutesBuilder) throws {
        let auth = routes.grouped("api", "auth")
        auth.post("register", use: register)
        auth.post("login", use: login)
        auth.post("refresh", use: refresh)
        auth.requiringAPIAccount().post("logout", use: logout)
    }

    private func register(_ req: Request) async throws -> Response {
        let body = try decode(Credentials.self, from: req)
        let user = try await req.accounts.register(email: body.email, password: body.password)
        let pair = try await req.tokens.issue(for: user.requireID())
        return try await pair.encodeResponse(status: .created, for: req)
    }

    private func login(_ req: Request) async throws -> TokenService.Pair {
        let body = try decode(Credentials.self, from: req)
        let user = try await req.accounts.authenticate(
            email: body.email, password: body.password, clientAddress: req.clientAddress)
        return try await req.tokens.issue(for: user.requireID())
    }

    private func refresh(_ req: Request) async throws -> TokenService.Pair {
        let body = try decode(RefreshRequest.self, from: req)
        return try await req.tokens.refresh(body.refreshToken)
    }

    /// Signs the account out of every client: all its refresh tokens end.
    private func logout(_ req: Request) async throws -> HTTPStatus {
        try await TokenService.revokeAll(userID: req.requireAPIAccount(), on: req.db, now: req.application.clock())
        return .noContent
    }

    /// Decodes a JSON body, naming the missing or mistyped field in the 400.
    private func decode<T: Decodable>(_ type: T.Type, from req: Request) throws -> T {
        do {
            return try req.content.decode(T.self)
        } catch let DecodingError.keyNotFound(key, _) {
            throw AppError.badRequest(code: "missing_field", field: key.stringValue, "'\(key.stringValue)' is required.")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw AppError.badRequest(field: field, "'\(field)' has the wrong type.")
        } catch let error as any AbortError {
            throw AppError(error.status, code: "malformed_body", detail: "The body must be JSON.")
        }
    }
}
