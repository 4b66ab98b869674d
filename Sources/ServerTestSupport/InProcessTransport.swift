import Foundation
import HTTPTypes
import NIOCore
import OpenAPIRuntime
import Vapor
import VaporTesting

/// A generated `Client`'s transport for tests: every request goes to the in-process Vapor
/// application, through the whole middleware stack, without a socket.
public struct InProcessTransport: ClientTransport {
    public let app: Application
    public var bearer: String?

    public init(app: Application, bearer: String? = nil) {
        self.app = app
        self.bearer = bearer
    }

    public func send(_ request: HTTPTypes.HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws
        -> (HTTPTypes.HTTPResponse, HTTPBody?)
    {
        var headers = HTTPHeaders()
        for field in request.headerFields { headers.add(name: field.name.rawName, value: field.value) }
        if let bearer { headers.bearerAuthorization = BearerAuthorization(token: bearer) }
        var buffer: ByteBuffer?
        if let body { buffer = ByteBuffer(bytes: try await [UInt8](collecting: body, upTo: 64 << 20)) }
        let method = HTTPMethod(rawValue: request.method.rawValue)
        var captured: TestingHTTPResponse?
        try await app.testing().test(method, request.path ?? "/", headers: headers, body: buffer) { captured = $0 }
        guard let response = captured else { throw URLError(.badServerResponse) }
        var fields = HTTPFields()
        for (name, value) in response.headers {
            if let fieldName = HTTPField.Name(name) { fields.append(HTTPField(name: fieldName, value: value)) }
        }
        let bytes = Array(response.body.readableBytesView)
        return (HTTPTypes.HTTPResponse(status: .init(code: Int(response.status.code)), headerFields: fields),
                bytes.isEmpty ? nil : HTTPBody(bytes))
    }
}
