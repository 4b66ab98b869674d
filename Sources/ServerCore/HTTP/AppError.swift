import Localization
import Vapor
import WebUI

/// An error a client should see: an HTTP status, a stable machine `code`, and a message.
///
/// The message is looked up as `error.<code>` in the request's language when a translation
/// exists (so pages and JSON speak the user's language); `detail` is the English fallback and
/// may name the offending `field`.
public struct AppError: AbortError, Sendable, Equatable {
    public var status: HTTPResponseStatus
    public var code: String
    public var detail: String
    public var field: String?
    public var headers: HTTPHeaders
    /// Every offending field when there are several (validation of a whole form or body).
    public var errors: [FieldProblem]?
    /// The message in a reader's language when the error can say more than its code's text (a
    /// kit's validation names each field and what is wrong with it); nil: the code's text.
    public var localizedDetail: (@Sendable (Language) -> String)?

    public init(
        _ status: HTTPResponseStatus, code: String, detail: String, field: String? = nil,
        headers: HTTPHeaders = [:], errors: [FieldProblem]? = nil
    ) {
        self.status = status
        self.code = code
        self.detail = detail
        self.field = field
        self.headers = headers
        self.errors = errors
    }

    public var reason: String { detail }

    public static func == (lhs: AppError, rhs: AppError) -> Bool {
        lhs.status == rhs.status && lhs.code == rhs.code && lhs.field == rhs.field
    }
}

/// An error of a kit or a backend that knows which `AppError` a client should see, so it can be
/// thrown as it is (a kit's validation error, say) and still answer a precise problem.
public protocol ProblemConvertible: Error {
    var appError: AppError { get }
}

extension AppError {
    /// What a person reads: the `error.<code>` translation when there is one, else `detail`.
    public func message(in language: Language) -> String {
        SuiteText.error(code: code)?.text(language) ?? detail
    }

    public static func badRequest(code: String = "invalid_field", field: String, _ detail: String) -> AppError {
        AppError(.badRequest, code: code, detail: detail, field: field)
    }

    public static func notFound(_ what: String = "resource") -> AppError {
        AppError(.notFound, code: "not_found", detail: "The \(what) does not exist.")
    }

    /// A page's address gives a parameter a value it can't take (`?month=13`): 400 naming the
    /// parameter, the value and what it takes, in the reader's language.
    public static func badParameter(_ name: String, value: String, allowed: String) -> AppError {
        let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
        var error = AppError(
            .badRequest, code: "bad_parameter", detail: "'\(name)' can't be \(shown). Allowed: \(allowed).", field: name,
            errors: [FieldProblem(field: name, reason: "outOfRange")])
        error.localizedDetail = { SuiteText.errorBadParameter.text($0, ["parameter": name, "value": shown, "allowed": allowed]) }
        return error
    }

    /// A contract operation's body is not the JSON it declares (the contracts' `malformed_request`).
    public static let malformedBody = AppError(.badRequest, code: "malformed_request", detail: "The body must be JSON.")

    public static let unauthorized = AppError(
        .unauthorized, code: "unauthorized", detail: "Sign in to continue.")

    public static let invalidCredentials = AppError(
        .unauthorized, code: "invalid_credentials", detail: "The email or password is not correct.")

    public static let csrfFailed = AppError(
        .forbidden, code: "csrf_failed",
        detail: "This form has expired or did not come from this site. Reload the page and try again.")
}
