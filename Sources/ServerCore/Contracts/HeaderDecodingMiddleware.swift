import Vapor

/// Undoes the percent-encoding the OpenAPI runtime applies to string header values (it
/// serialises headers like URI components), so clients see `Content-Range: bytes 0-9/100`,
/// a usable `Location` and a quoted `Content-Disposition` file name.
struct HeaderDecodingMiddleware: AsyncMiddleware {
    static let names: [HTTPHeaders.Name] = [.location, .contentRange, .contentDisposition, .cacheControl]

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        for name in Self.names {
            guard let value = response.headers.first(name: name), value.contains("%"),
                let decoded = value.removingPercentEncoding
            else { continue }
            response.headers.replaceOrAdd(name: name, value: decoded)
        }
        return response
    }
}
