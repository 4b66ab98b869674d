import AccountsAPI
import ContractCoding
import Vapor

/// `/api/auth/*`: the accounts contract (`AccountsAPI/openapi.yaml`), answered by the same
/// account and token services as the web pages, so the behaviour is the same everywhere in the
/// suite (throttling, rotation, reuse detection).
struct AccountsAPIHandler: APIProtocol {
    var request: Request {
        get throws { try RequestContext.require() }
    }

    func register(_ input: Operations.Register.Input) async throws -> Operations.Register.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let user = try await req.accounts.register(email: body.email, password: body.password)
        let pair = try await req.tokens.issue(for: user.requireID())
        return .created(.init(body: .json(.init(token: pair.token, refreshToken: pair.refreshToken))))
    }

    func login(_ input: Operations.Login.Input) async throws -> Operations.Login.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let user = try await req.accounts.authenticate(
            email: body.email, password: body.password, clientAddress: req.clientAddress)
        let pair = try await req.tokens.issue(for: user.requireID())
        return .ok(.init(body: .json(.init(token: pair.token, refreshToken: pair.refreshToken))))
    }

    func refresh(_ input: Operations.Refresh.Input) async throws -> Operations.Refresh.Output {
        let req = try request
        guard case .json(let body) = input.body else { throw AppError.malformedBody }
        let pair = try await req.tokens.refresh(body.refreshToken)
        return .ok(.init(body: .json(.init(token: pair.token, refreshToken: pair.refreshToken))))
    }

    /// With a refresh token, ends that device's family; without, every token of the account.
    func logout(_ input: Operations.Logout.Input) async throws -> Operations.Logout.Output {
        let req = try request
        let userID = try req.requireAPIAccount()
        if case .json(let body)? = input.body, let token = body.refreshToken {
            try await req.tokens.revoke(token)
        } else {
            try await TokenService.revokeAll(userID: userID, on: req.db, now: req.application.clock())
            await req.application.accountLifecycle.signedOutEverywhere(userID: userID)
        }
        return .noContent(.init())
    }
}

extension Application {
    /// Mounts the accounts contract and publishes its document at `/api/auth/openapi.yaml`.
    func serveAccountsContract() throws {
        try serveContract(document: try AccountsAPIDocument.yaml(), at: ["/api/auth/openapi.yaml"]) { transport in
            try AccountsAPIHandler().registerHandlers(on: transport, configuration: .suiteAPI)
        }
    }
}
