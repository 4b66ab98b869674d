import Foundation
import Localization
import Vapor
import WebUI

/// Turns every thrown error into the answer its client expects: `application/problem+json`
/// for API routes and API clients, a localized error page for browsers.
///
/// Internal error text never reaches a client; it is logged with the request id instead.
///
/// Future-based, for the reason `SecurityHeadersMiddleware` gives.
public struct SuiteErrorMiddleware: Middleware {
    /// Renders the page shown to browsers; set by the web layer.
    public typealias PageRenderer = @Sendable (Request, ResolvedError) -> Response

    let renderPage: PageRenderer

    public init(renderPage: @escaping PageRenderer) {
        self.renderPage = renderPage
    }

    public func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).recover { error in response(to: error, for: request) }
    }

    private func response(to error: any Error, for request: Request) -> Response {
        if let abort = error as? any AbortError, (300..<400).contains(abort.status.code) {
            // Redirects travel as errors (sign-in required): pass them through as they are.
            return Response(status: abort.status, headers: abort.headers)
        }
        let resolved = ResolvedError(error, language: request.language)
        if resolved.status.code >= 500 {
            request.logger.report(error: error)
        }
        let response = request.prefersProblemJSON ? resolved.problemResponse() : renderPage(request, resolved)
        for (name, value) in resolved.headers { response.headers.replaceOrAdd(name: name, value: value) }
        return response
    }
}

/// What a thrown error means to a client, whichever way it is shown.
public struct ResolvedError: Sendable {
    public var status: HTTPResponseStatus
    public var code: String
    public var message: String
    public var field: String?
    public var headers: HTTPHeaders
    public var errors: [FieldProblem]?

    init(_ error: any Error, language: Language) {
        switch error {
        // Before the AbortError case: Vapor makes DecodingError an AbortError whose reason
        // spells out coding paths, which is internal detail.
        case is DecodingError:
            self.init(status: .badRequest, code: "malformed_body",
                      english: "The request body could not be read.", field: nil, headers: [:], language: language)
        case let error where DatabaseBusy.matches(error):
            self.init(DatabaseBusy.appError, language: language)
        case let error as AppError:
            self.init(status: error.status, code: error.code, english: error.detail, field: error.field,
                      headers: error.headers, language: language)
            self.errors = error.errors
            if let localizedDetail = error.localizedDetail { message = localizedDetail(language) }
        case let error as any ProblemConvertible:
            self.init(error.appError, language: language)
        case let error as any AbortError where error.status.code < 500:
            // Vapor's own errors: a fixed text per status, never their `reason` (internal detail).
            let code = Self.code(for: error.status)
            self.init(status: error.status, code: code, english: error.status.reasonPhrase, field: nil,
                      headers: error.headers, language: language, text: SuiteText.httpError(code: code))
        default:
            self.init(status: .internalServerError, code: "internal_error",
                      english: "Something went wrong on our side.", field: nil, headers: [:], language: language)
        }
    }

    private init(
        status: HTTPResponseStatus, code: String, english: String, field: String?, headers: HTTPHeaders,
        language: Language, text: SuiteText? = nil
    ) {
        self.status = status
        self.code = code
        // A specific text first (Vapor's own errors), then the code's, then the English detail.
        self.message = (text ?? SuiteText.error(code: code))?.text(language) ?? english
        self.field = field
        self.headers = headers
    }

    /// A stable code for Vapor's own errors (route not found, bad method, body too large…).
    private static func code(for status: HTTPResponseStatus) -> String {
        switch status {
        case .notFound: "not_found"
        case .unauthorized: "unauthorized"
        case .forbidden: "forbidden"
        case .methodNotAllowed: "method_not_allowed"
        case .payloadTooLarge: "payload_too_large"
        case .unsupportedMediaType: "unsupported_media_type"
        case .tooManyRequests: "rate_limited"
        default: "bad_request"
        }
    }

    func problemResponse() -> Response {
        let problem = ProblemDetails(status: status, code: code, detail: message, field: field, errors: errors)
        // Vapor has no coder registered for problem+json, so encode as JSON and label it.
        let body = (try? JSONEncoder().encode(problem)) ?? Data()
        var headers = HTTPHeaders()
        headers.contentType = .problemJSON
        return Response(status: status, headers: headers, body: .init(data: body))
    }
}

extension Request {
    /// API routes always answer JSON; elsewhere, a client that asks for JSON and not HTML gets it.
    var prefersProblemJSON: Bool {
        if url.path.hasPrefix("/api/") || url.path == "/api" { return true }
        let accept = headers[.accept].joined(separator: ",")
        return accept.contains("json") && !accept.contains("text/html")
    }
}
