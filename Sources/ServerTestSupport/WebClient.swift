import Foundation
import ServerCore
import Vapor
import WebUI
import VaporTesting

/// A browser-like client for in-process tests: keeps cookies between requests and fills in
/// the CSRF token the last page rendered, so tests read like a person using the site.
public final class WebClient: @unchecked Sendable {
    public let app: Application
    public private(set) var cookies: [String: String] = [:]
    public private(set) var csrfToken: String?
    public var acceptLanguage: String?
    /// `.running(port: 0)` sends every request over a real socket, where large bodies arrive
    /// streamed (in memory they are always whole), for tests of body handling.
    public var method: Application.Method = .inMemory

    public init(_ app: Application) {
        self.app = app
    }

    @discardableResult
    /// Sets a cookie as a page's script would (the browser's zone in `suite_tz`, say).
    public func setCookie(_ name: String, _ value: String) {
        cookies[name] = value
    }

    public func get(_ path: String, headers extra: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
        try await send(.GET, path, headers: extra, body: nil)
    }

    /// Posts a URL-encoded form, adding `_csrf` from the last page unless `csrf` says otherwise.
    @discardableResult
    public func post(
        _ path: String, form: [String: String], csrf: CSRFChoice = .fromLastPage, headers extra: HTTPHeaders = [:]
    ) async throws -> TestingHTTPResponse {
        var fields = form
        switch csrf {
        case .fromLastPage: fields["_csrf"] = csrfToken
        case .omit: break
        case .value(let value): fields["_csrf"] = value
        }
        var headers = extra
        headers.contentType = .urlEncodedForm
        let body = fields.map { "\(URLQuery.encode($0.key))=\(URLQuery.encode($0.value))" }.joined(separator: "&")
        return try await send(.POST, path, headers: headers, body: ByteBuffer(string: body))
    }

    public enum CSRFChoice { case fromLastPage, omit, value(String) }

    /// Signs up through the real form and stays signed in.
    public func register(email: String, password: String = "correct horse battery") async throws {
        try await get("/account/register")
        let response = try await post("/account/register", form: ["email": email, "password": password])
        guard response.status == .seeOther else {
            throw Failure("register answered \(response.status): \(response.body.string.prefix(300))")
        }
    }

    /// Signs in through the real form (another browser of an existing account).
    public func signIn(email: String, password: String = "correct horse battery") async throws {
        try await get("/account/login")
        let response = try await post("/account/login", form: ["email": email, "password": password])
        guard response.status == .seeOther else {
            throw Failure("sign-in answered \(response.status): \(response.body.string.prefix(300))")
        }
    }

    public func send(_ method: HTTPMethod, _ path: String, headers extra: HTTPHeaders, body: ByteBuffer?) async throws
        -> TestingHTTPResponse
    {
        var headers = extra
        if !cookies.isEmpty {
            headers.replaceOrAdd(name: .cookie, value: cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        if let acceptLanguage { headers.replaceOrAdd(name: .acceptLanguage, value: acceptLanguage) }
        var captured: TestingHTTPResponse?
        try await app.testing(method: self.method).test(method, path, headers: headers, body: body) { captured = $0 }
        guard let response = captured else { throw Failure("no response for \(method) \(path)") }
        remember(response)
        return response
    }

    private func remember(_ response: TestingHTTPResponse) {
        for header in response.headers[.setCookie] {
            let pair = header.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            // `omittingEmptySubsequences: false`: a cookie cleared to "" ("name=; Max-Age=0") still has two parts.
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2 else { continue }
            if header.lowercased().contains("max-age=0") || header.contains("1970") {
                cookies[parts[0]] = nil
            } else {
                cookies[parts[0]] = parts[1]
            }
        }
        if let token = Self.csrfToken(in: response.body.string) { csrfToken = token }
    }

    static func csrfToken(in html: String) -> String? {
        guard let range = html.range(of: #"name="_csrf" value="([^"]+)""#, options: .regularExpression) else {
            return nil
        }
        let match = html[range]
        return match.split(separator: "\"").dropFirst(3).first.map(String.init)
    }


    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
