import Vapor

/// A contract operation's response body written by Vapor directly, for the few responses whose
/// speed matters more than the generated code's convenience (a ZIP of hundreds of photos).
///
/// The generated code carries bodies as `HTTPBody` chunks of `ArraySlice<UInt8>`, and the
/// transport copies each into a new `ByteBuffer` and waits for it to reach the socket before
/// asking for the next. An operation that calls `use(_:for:)` still answers through the
/// contract — its status, headers and documented media type, and a body of the same bytes —
/// but what goes out is `body` (`ZipResponseBody`: `ByteBuffer`s read from disk, several in
/// flight). The operation, its authentication and its errors stay where they are; only the
/// bytes take the faster road.
public enum DirectResponseBody {
    /// Makes `body` the body of `request`'s response if the operation answers 2xx.
    public static func use(_ body: Response.Body, for request: Request) {
        request.storage[Key.self] = body
    }

    struct Key: StorageKey { typealias Value = Response.Body }
}

/// Puts the body an operation chose (`DirectResponseBody.use`) into the response the
/// transport made, in place of the generated body (which is then never read).
struct DirectResponseBodyMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        guard let body = request.storage[DirectResponseBody.Key.self], (200..<300).contains(response.status.code) else {
            return response
        }
        request.storage[DirectResponseBody.Key.self] = nil
        response.body = body
        response.headers.remove(name: .transferEncoding)
        if body.count >= 0 {
            response.headers.replaceOrAdd(name: .contentLength, value: String(body.count))
        } else {
            response.headers.remove(name: .contentLength)
        }
        return response
    }
}
