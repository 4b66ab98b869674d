import OpenAPIRuntime
import ServerCore
import Vapor

// SEAM(contracts): ServerCore/Contracts gets the shared OpenAPI error middleware (field-level
// decoding problems); once it is on main this file goes and the backend registers that one.

/// Unwraps what the generated server throws: our `AppError`s come out as they were; input
/// that did not decode is a 400, never a 500 with internal text.
struct DisposableContractErrors: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as ServerError {
            switch error.underlyingError {
            case let appError as AppError: throw appError
            case let abort as any AbortError: throw abort
            default:
                let status = error.httpStatus.code
                if (400..<500).contains(status) || error.operationInput == nil || error.underlyingError is DecodingError {
                    throw AppError(status < 500 ? HTTPResponseStatus(statusCode: status) : .badRequest,
                                   code: "malformed_request", detail: "The request does not match the API description.")
                }
                throw error.underlyingError
            }
        }
    }
}
