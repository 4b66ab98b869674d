import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Connects the generated `Client` straight to the generated server handlers, in process.
///
/// It is both a `ServerTransport` (the generated `registerHandlers` fills its routing table)
/// and a `ClientTransport` (the client's requests are routed to those handlers), so one test
/// exercises the contract from both sides without a network or a web framework.
final class LoopbackTransport: ClientTransport, ServerTransport, @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)

    private struct Route {
        var method: HTTPRequest.Method
        var segments: [Substring]
        var handler: Handler
    }

    private let lock = NSLock()
    private var routes: [Route] = []
    /// Requests as the client sent them, for tests that check the wire format.
    private(set) var sent: [HTTPRequest] = []

    func register(_ handler: @escaping Handler, method: HTTPRequest.Method, path: String) throws {
        lock.withLock { routes.append(Route(method: method, segments: path.split(separator: "/"), handler: handler)) }
    }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (
        HTTPResponse, HTTPBody?
    ) {
        let path = (request.path ?? "").split(separator: "?", maxSplits: 1).first ?? ""
        let segments = path.split(separator: "/")
        let match: (Handler, [String: Substring])? = lock.withLock {
            sent.append(request)
            for route in routes where route.method == request.method {
                if let parameters = Self.match(route.segments, segments) { return (route.handler, parameters) }
            }
            return nil
        }
        guard let (handler, parameters) = match else { return (HTTPResponse(status: .notFound), nil) }
        return try await handler(request, body, ServerRequestMetadata(pathParameters: parameters))
    }

    /// Matches `/api/entries/{entryId}` against `/api/entries/42` and collects `entryId`.
    private static func match(_ template: [Substring], _ actual: [Substring]) -> [String: Substring]? {
        guard template.count == actual.count else { return nil }
        var parameters: [String: Substring] = [:]
        for (pattern, value) in zip(template, actual) {
            if pattern.hasPrefix("{") && pattern.hasSuffix("}") {
                parameters[String(pattern.dropFirst().dropLast())] = value
            } else if pattern != value {
                return nil
            }
        }
        return parameters
    }
}
