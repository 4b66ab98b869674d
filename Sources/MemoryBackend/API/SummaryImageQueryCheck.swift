import MemoryAPI
import ServerCore
import Vapor

/// Names the bad parameter of `GET /api/summaries/image` before the generated server reads it.
///
/// The generated code refuses an unknown enum value or a missing `year` with a decoding error
/// that has no coding path, which `OpenAPIErrorMiddleware` can only report as "the request could
/// not be read". The allowed values come from the generated types, so they cannot drift from
/// the contract; ranges (`year`, `month`) stay with the handler's `SummaryPeriod.validate()`.
struct SummaryImageQueryCheck: AsyncMiddleware {
    static let path = "/api/summaries/image"

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.method == .GET, request.url.path == Self.path { try Self.check(request.url.query ?? "") }
        return try await next.respond(to: request)
    }

    static func check(_ query: String) throws {
        var items: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            if let name = parts.first { items[name] = parts.count > 1 ? parts[1] : "" }
        }
        guard let year = items["year"] else {
            throw AppError(.badRequest, code: "missing_field", detail: "'year' is required.", field: "year",
                           errors: [FieldProblem(field: "year", reason: "required")])
        }
        try integer("year", year)
        if let month = items["month"] { try integer("month", month) }
        try oneOf("template", items["template"], Components.Schemas.RecapTemplate.allCases.map(\.rawValue))
        try oneOf("language", items["language"], Components.Schemas.RecapLanguage.allCases.map(\.rawValue))
        try oneOf("download", items["download"], ["true", "false"])
    }

    private static func integer(_ name: String, _ value: String) throws {
        guard Int(value) != nil else { throw invalid(name, "'\(name)' must be a whole number.") }
    }

    private static func oneOf(_ name: String, _ value: String?, _ allowed: [String]) throws {
        guard let value, !allowed.contains(value) else { return }
        throw invalid(name, "'\(name)' must be one of: \(allowed.joined(separator: ", ")).")
    }

    private static func invalid(_ name: String, _ detail: String) -> AppError {
        AppError(.badRequest, code: "invalid_field", detail: detail, field: name,
                 errors: [FieldProblem(field: name, reason: "invalidFormat")])
    }
}
