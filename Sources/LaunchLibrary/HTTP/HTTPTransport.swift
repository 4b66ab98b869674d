import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One HTTP request, reduced to what the LL2 client needs.
public struct HTTPRequest: Hashable, Sendable {
    public var url: URL
    public var method: String
    public var headers: [String: String]

    public init(url: URL, method: String = "GET", headers: [String: String] = [:]) {
        self.url = url
        self.method = method
        self.headers = headers
    }
}

/// One HTTP response; header names are stored lower-cased so lookups ignore case.
public struct HTTPResponse: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }

    /// The value of a header, matched case-insensitively.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Sends HTTP requests. Injected so tests use a loopback server or an in-memory fake, and so the
/// server-side proxy can plug in its own client.
public protocol HTTPTransport: Sendable {
    /// Sends the request and returns the response, whatever its status; throws only when no
    /// response arrived (offline, refused, timed out).
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// `HTTPTransport` over `URLSession` (works on Apple platforms and, through FoundationNetworking, on Linux).
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Uses an ephemeral session without `URLCache`, because caching and revalidation are done by
    /// `LL2Client` itself and a second cache underneath would hide 304s and ETags from it.
    public init(timeout: TimeInterval = 30) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        self.session = URLSession(configuration: configuration)
    }

    public init(session: URLSession) {
        self.session = session
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String, let value = value as? String { headers[key] = value }
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }
}
