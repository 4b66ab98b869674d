import Vapor

/// RFC 9457 problem details, the body of every JSON error.
public struct ProblemDetails: Content, Equatable {
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String
    public var code: String
    public var field: String?
    /// Each offending field with a stable reason, when a body has several problems.
    public var errors: [FieldProblem]?

    public init(
        status: HTTPResponseStatus, code: String, detail: String, field: String? = nil, errors: [FieldProblem]? = nil
    ) {
        self.type = "about:blank"
        self.title = status.reasonPhrase
        self.status = Int(status.code)
        self.detail = detail
        self.code = code
        self.field = field
        self.errors = errors
    }
}

/// One bad field of a problem: its wire name and a stable machine-readable reason.
public struct FieldProblem: Codable, Equatable, Sendable {
    public var field: String
    public var reason: String

    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }
}

extension HTTPMediaType {
    public static let problemJSON = HTTPMediaType(type: "application", subType: "problem+json")
}
