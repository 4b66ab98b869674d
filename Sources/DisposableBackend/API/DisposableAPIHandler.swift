import DisposableAPI
import DisposableKit
import Foundation
import ServerCore
import Vapor

/// The Disposable contract's handlers. Each operation lives in an extension by subject
/// (`+Events`, `+Join`, `+Photos`, `+Upload`, …); this file holds what they share.
struct DisposableAPIHandler: APIProtocol {
    let settings: DisposableSettings

    var request: Request {
        get throws { try RequestContext.require() }
    }

    /// The signed-in account (an organizer creating or listing events).
    func account() async throws -> (Request, UUID) {
        let req = try request
        guard let userID = try await optionalAccount(req) else { throw AppError.unauthorized }
        return (req, userID)
    }

    /// The account of a bearer JWT (checked by the contract's authenticator), nil without one.
    func optionalAccount(_ req: Request) async throws -> UUID? {
        req.auth.get(APIAccount.self)?.userID
    }

    func caller(_ eventID: String) async throws -> (Request, Caller) {
        let req = try request
        return (req, try await Caller.resolve(req, eventID: eventID))
    }

    func mapping(_ req: Request) -> DisposableMapping {
        DisposableMapping(settings: settings, now: req.application.clock())
    }

    static func uuid(_ value: String, field: String) throws -> UUID {
        guard let id = UUID(uuidString: value) else {
            throw AppError(.badRequest, code: "validation_failed", detail: "\(field) must be a UUID.", field: field,
                           errors: [FieldProblem(field: field, reason: "invalidFormat")])
        }
        return id
    }

    static let malformedBody = AppError(.badRequest, code: "malformed_request", detail: "The body must be JSON.")

    /// A kit validation error as the 400 clients expect, every field named.
    static func appError(_ error: DisposableValidationError) -> AppError {
        let problems = error.issues.map { FieldProblem(field: $0.field, reason: $0.reason.rawValue) }
        let fields = error.issues.map(\.field).joined(separator: ", ")
        return AppError(.badRequest, code: "validation_failed", detail: "Check these fields: \(fields).",
                        field: error.issues.first?.field, errors: problems)
    }
}
