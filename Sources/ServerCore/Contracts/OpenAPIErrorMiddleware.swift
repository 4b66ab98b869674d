import OpenAPIRuntime
import Vapor

/// Turns what the generated server throws into the suite's errors: `application/problem+json`
/// (RFC 9457) with a stable `code`, never internal text.
///
/// The generated code wraps every failure in `ServerError`: errors our handlers throw come
/// back out as they were (`SuiteErrorMiddleware` renders them, `ProblemConvertible` ones
/// included), input that failed to decode becomes a 400 naming the field when it is known, and
/// nothing of the internal error text reaches the client. Every contract gets it through
/// `Application.serveContract`.
public struct OpenAPIErrorMiddleware: AsyncMiddleware {
    public init() {}

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let error as ServerError {
            throw Self.map(error)
        }
    }

    static func map(_ error: ServerError) -> any Error {
        switch error.underlyingError {
        case let appError as AppError:
            return appError
        case let convertible as any ProblemConvertible:
            return convertible.appError
        case let decoding as DecodingError:
            return decodingProblem(decoding)
        case let abort as any AbortError:
            return abort
        default:
            let status = error.httpStatus.code
            // Failing before the handler got its input means the request did not decode.
            if (400..<500).contains(status) || error.operationInput == nil {
                return AppError(
                    status < 500 ? HTTPResponseStatus(statusCode: status) : .badRequest, code: "malformed_request",
                    detail: "The request does not match the API description.")
            }
            return error.underlyingError
        }
    }

    /// What a client sent that could not be read, as precisely as its error allows: a decoding
    /// error anywhere inside `error` (the runtime wraps a multipart part's JSON in its own
    /// errors) names the field, and for a field in `choices` the values it takes. nil: nothing
    /// known about where it failed.
    public static func unreadableInput(_ error: any Error, choices: [String: [String]] = [:]) -> AppError? {
        nestedDecodingError(error, depth: 0).map { decodingProblem($0, choices: choices) }
    }

    private static func nestedDecodingError(_ value: Any, depth: Int) -> DecodingError? {
        if let decoding = value as? DecodingError { return decoding }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = nestedDecodingError(child.value, depth: depth + 1) { return found }
        }
        return nil
    }

    static func decodingProblem(_ error: DecodingError, choices: [String: [String]] = [:]) -> AppError {
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key])
            return AppError(
                .badRequest, code: "missing_field", detail: "'\(field)' is required.", field: field,
                errors: [FieldProblem(field: field, reason: "required")])
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let field = path(context.codingPath)
            guard !field.isEmpty else {
                return AppError(.badRequest, code: "malformed_request", detail: "The request could not be read.")
            }
            // An enum's unknown value: the contract's choices, so the client learns what to send.
            let detail = choices[field].map { "'\(field)' must be one of: \($0.joined(separator: ", "))." }
                ?? "'\(field)' is not valid."
            return AppError(
                .badRequest, code: "invalid_field", detail: detail, field: field,
                errors: [FieldProblem(field: field, reason: "invalidFormat")])
        @unknown default:
            return AppError(.badRequest, code: "malformed_request", detail: "The request could not be read.")
        }
    }

    /// `location.latitude`, `tags[2]`: the wire spelling of a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index") || key.stringValue == "\(index)" {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result
    }
}
