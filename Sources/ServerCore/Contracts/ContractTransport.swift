import HTTPTypes
import OpenAPIRuntime
import OpenAPIVapor
import Vapor

/// `VaporTransport`, except that a request that sent no body bytes reaches the generated code
/// without a body.
///
/// VaporTransport hands every request a body stream, empty or not, so an operation whose body
/// the contract makes optional (`logout` without a refresh token) failed to decode "no body" as
/// JSON and answered 400. Bodies are collected before this runs (`serveContract`), so the
/// request in `RequestContext` knows how many bytes arrived; an upload route's body is not
/// collected but streamed (``StreamedUpload``), and its headers say whether one comes.
struct ContractTransport: ServerTransport {
    let base: VaporTransport

    func register(
        _ handler: @Sendable @escaping (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (
            HTTPResponse, HTTPBody?
        ),
        method: HTTPRequest.Method, path: String
    ) throws {
        try base.register(
            { request, body, metadata in
                // An upload route's body streams from the socket (`StreamedUploadMiddleware`).
                if let upload = RequestContext.current?.streamedUpload {
                    return try await handler(request, upload.hasBody ? upload.body : nil, metadata)
                }
                let sentBytes = (RequestContext.current?.body.data?.readableBytes ?? 0) > 0
                return try await handler(request, sentBytes ? body : nil, metadata)
            }, method: method, path: path)
    }
}
