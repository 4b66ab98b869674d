import MemoryAPI
import ServerCore
import Vapor

/// `/api/auth/*`, answered by ServerCore's account and token services so the behaviour is the
/// same as everywhere else in the suite (throttling, rotation, reuse detection).
extension MemoryAPIHandler {
    func register(_ input: Operations.Register.Input) async throws -> Operations.Register.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        let user = try await req.accounts.register(email: body.email, password: body.password)
        let pair = try await req.tokens.issue(for: user.requireID())
        return .created(.init(body: .json(.init(token: pair.token, refreshToken: pair.refreshToken))))
    }

    func login(_ input: Operations.Login.Input) async throws -> Operations.Login.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        let user = try await req.accounts.authenticate(
            email: body.email, password: body.password, clientAddress: req.clientAddress)
        let pair = try await req.tokens.issue(for: user.requireID())
        return .ok(.init(body: .json(.init(token: pair.token, refreshToken: pair.refreshToken))))
    }

    func refresh(_ input: Operations.Refresh.Input) async throws -> Operations.Refresh.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw Self.malformedBody }
        let pair = try await req.tokens.refresh(body.refreshToken)
        return .ok(.init(body: .json(.init(token: pair.token, refreshToken: pair.refreshToken))))
    }

    /// With a refresh token, ends that device's family; without, every token of the account.
    func logout(_ input: Operations.Logout.Input) async throws -> Operations.Logout.Output {
        let (req, userID) = try caller()
        if case .json(let body)? = input.body, let token = body.refreshToken {
            try await req.tokens.revoke(token)
        } else {
            try await TokenService.revokeAll(userID: userID, on: req.db, now: req.application.clock())
        }
        return .noContent(.init())
    }

    static let malformedBody = AppError(.badRequest, code: "malformed_request", detail: "The body must be JSON.")
}
