import Foundation
import HTTPTypes
import MemoryKit
import OpenAPIRuntime

/// An RFC 9457 problem the server answered (`application/problem+json`): the stable `code` a
/// client switches on and the server's own sentence, in the language the request asked for.
public struct ServerProblem: Error, Codable, Equatable, Hashable, Sendable {
    public var status: Int
    public var code: String
    public var title: String
    public var detail: String?
    /// Every offending field of a `validation_failed` answer.
    public var fieldIssues: [FieldIssue]

    public init(status: Int, code: String, title: String, detail: String? = nil, fieldIssues: [FieldIssue] = []) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.fieldIssues = fieldIssues
    }

    /// The sentence to show: the detail when the server gave one, else the title.
    public var message: String { detail ?? title }

    /// Reads a problem body; nil when the body is missing or not a problem.
    static func read(_ body: HTTPBody?, status: Int) async -> ServerProblem? {
        guard let body, let bytes = try? await Data(collecting: body, upTo: 64 * 1024) else { return nil }
        return decode(bytes, status: status)
    }

    static func decode(_ data: Data, status: Int) -> ServerProblem? {
        struct Wire: Decodable {
            struct Issue: Decodable { var field: String; var reason: String }
            var status: Int?
            var code: String
            var title: String
            var detail: String?
            var errors: [Issue]?
        }
        guard let wire = try? JSONDecoder().decode(Wire.self, from: data) else { return nil }
        let issues = (wire.errors ?? []).compactMap { issue in
            FieldIssue.Reason(rawValue: issue.reason).map { FieldIssue(field: issue.field, reason: $0) }
        }
        return ServerProblem(
            status: wire.status ?? status, code: wire.code, title: wire.title, detail: wire.detail, fieldIssues: issues)
    }

    /// A problem for an answer that carried none (a bare status).
    static func bare(_ status: Int) -> ServerProblem {
        ServerProblem(status: status, code: "http_\(status)", title: HTTPResponse.Status(code: status).reasonPhrase)
    }
}
