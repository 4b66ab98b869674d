import Vapor

/// RFC 9457 problem details, the body of every JSON error.
public struct ProblemDetails: Content, Equatable {
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String
    public var code: String
    public var field: String?

    public init(status: HTTPResponseStatus, code: String, detail: String, field: String? = nil) {
        self.type = "about:blank"
        self.title = status.reasonPhrase
        self.status = Int(status.code)
        self.detail = detail
        self.code = code
        self.field = field
    }
}

extension HTTPMediaType {
    public static let problemJSON = HTTPMediaType(type: "application", subType: "problem+json")
}
