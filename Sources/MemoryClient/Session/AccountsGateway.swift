import AccountsAPI
import ContractCoding
import Foundation
import MemoryKit
import OpenAPIRuntime

/// The accounts contract as the session needs it: sign-in, sign-up and refresh answer either a
/// token pair or the server's problem; a transport failure throws.
struct AccountsGateway: Sendable {
    enum Answer: Sendable, Equatable {
        case tokens(access: String, refresh: String)
        case refused(ServerProblem, retryAfter: Int?)
    }

    /// Unauthenticated: none of these calls carries a bearer token.
    let client: AccountsAPI.Client

    func login(email: String, password: String) async throws -> Answer {
        switch try await client.login(body: .json(.init(email: email, password: password))) {
        case .ok(let ok): return try Self.tokens(ok.body.json)
        case .badRequest(let answer): return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: nil)
        case .unauthorized(let answer): return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: nil)
        case .tooManyRequests(let answer):
            return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: answer.headers.retryAfter)
        case .undocumented(let status, _): return .refused(.bare(status), retryAfter: nil)
        }
    }

    func register(email: String, password: String) async throws -> Answer {
        switch try await client.register(body: .json(.init(email: email, password: password))) {
        case .created(let created): return try Self.tokens(created.body.json)
        case .badRequest(let answer): return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: nil)
        case .conflict(let answer): return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: nil)
        case .tooManyRequests(let answer):
            return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: answer.headers.retryAfter)
        case .undocumented(let status, _): return .refused(.bare(status), retryAfter: nil)
        }
    }

    func refresh(_ refreshToken: String) async throws -> Answer {
        switch try await client.refresh(body: .json(.init(refreshToken: refreshToken))) {
        case .ok(let ok): return try Self.tokens(ok.body.json)
        case .badRequest(let answer): return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: nil)
        case .unauthorized(let answer): return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: nil)
        case .tooManyRequests(let answer):
            return .refused(try Self.problem(answer.body.applicationProblemJson), retryAfter: answer.headers.retryAfter)
        case .undocumented(let status, _): return .refused(.bare(status), retryAfter: nil)
        }
    }

    private static func tokens(_ pair: Components.Schemas.TokenPair) -> Answer {
        .tokens(access: pair.token, refresh: pair.refreshToken)
    }

    private static func problem(_ problem: Components.Schemas.Problem) -> ServerProblem {
        ServerProblem(
            status: problem.status, code: problem.code, title: problem.title, detail: problem.detail,
            fieldIssues: (problem.errors ?? []).compactMap { error in
                FieldIssue.Reason(rawValue: error.reason.rawValue).map { FieldIssue(field: error.field, reason: $0) }
            })
    }
}
